"""grep's notes on what it did not search: the rest of a line over the cap, unreadable files, and where the time
limit stopped it. The model is told, so that an empty or short result is never mistaken for a complete one."""

from __future__ import annotations

from diagbot.tools.search import LINE_CAP, Skips
from diagbot.words import plural

_LISTED = 5  # places named in one note


def _rel(path: str, root: str) -> str:
    return path.removeprefix(root)


def stop_note(skips: Skips, root: str, seconds: float) -> str:
    """Where the time limit stopped the search, and what to do about it."""
    where = f"`{_rel(skips.current, root)}`" if skips.current else "the first file"
    return (
        f"grep stopped after {seconds:g} s while matching the lines of {where}: the matches shown are only from the "
        "files before it in path order; it and the files after it were not searched. A pattern with nested or "
        "overlapping repeats (`(a|aa)+`, `(.*,)+`, `(\\w+.)*`) backtracks exponentially on a line it almost matches: "
        "rewrite it so each stretch of a line can match only one way, or narrow the search with glob"
    )


def skip_notes(skips: Skips, root: str) -> list[str]:
    """One note per kind of thing left out: lines cut to the cap, files that could not be read."""
    notes = []
    cut = sorted({(_rel(path, root), n) for path, n in skips.cut})
    if cut:
        places = ", ".join(f"{path}:{n}" for path, n in cut[:_LISTED]) + (" …" if len(cut) > _LISTED else "")
        cap = f"{LINE_CAP >> 20} MiB"
        notes.append(f"{plural(len(cut), 'line')} over {cap} searched in the first {cap} only: {places}")
    unreadable = sorted({(_rel(path, root), why) for path, why in skips.unreadable})
    if unreadable:
        names = ", ".join(f"{path} ({why})" for path, why in unreadable[:_LISTED])
        more = " …" if len(unreadable) > _LISTED else ""
        notes.append(f"{plural(len(unreadable), 'file')} could not be read, not searched: {names}{more}")
    return notes
