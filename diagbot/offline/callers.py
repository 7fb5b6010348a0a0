"""Changed functions the read code reaches through code the branch did not change: the test calls `lines`, which
calls `shelves`, which calls `shelf_share`, which calls the changed `share`. When nothing read names a changed
function, the way is walked backwards from the changes: each level is one grep for where the names of the level
before are used, which shows in the same result the definitions of the files searched (which function each use sits
in: the names searched at the next level). A function whose name the read code uses closes the way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from diagbot.filekinds import is_test
from diagbot.offline.change import Hunk
from diagbot.offline.findings import Findings, test_name
from diagbot.offline.follow import Step
from diagbot.offline.named import DEFINITION, changed_functions, named_hunks, reached_texts, weighty
from diagbot.offline.read_change import HUNK_LINES
from diagbot.offline.uses import CLASS, SETUPS, naming, scope, uses
from diagbot.offline.vocabulary import KEYWORDS

LEVELS = 4  # greps at most: a way through three unchanged functions between the read code and the change
SHOWN = 200  # lines each grep shows at most
_NAMES = 12  # names searched at one level at most


@dataclass(frozen=True)
class Way:
    """A changed function reached through unchanged ones: the changed function's hunk and name, the functions
    between (the one the read code names first), and the read line naming the first of them."""

    piece: Hunk
    name: str
    hops: tuple[str, ...]
    at: tuple[str, int]


def grep_users(f: Findings, *, level: int, beyond: bool = False) -> Step | None:
    """Where the names of the level before (the changed functions first) are used, with the definitions around:
    when nothing read names a changed function, or (`beyond`) when a change was read, for the other changes the
    failure reaches (listed after it)."""
    if not (_beyond(f) if beyond else _walking(f)) or len(f.users) != level - 1:
        return None
    searched, found = _walk(f)
    names = searched[level - 1] if level - 1 < len(searched) and found is None else []
    if not names:
        return None
    shown = ", ".join(f"`{n}`" for n in names[:4]) + (", ..." if len(names) > 4 else "")
    say = (
        f"Nothing read names a function the branch changed: where are {shown} used? (with the definitions around)"
        if level == 1
        else f"Where are {shown}, which use what the branch changed, used in turn?"
    )
    pattern = rf"{DEFINITION}|{CLASS.pattern}|\b({'|'.join(map(re.escape, names))})\b"
    return "grep", {"pattern": pattern, "glob": scope(f), "limit": SHOWN, "_users": level, "_say": say}


def read_way(f: Findings) -> Step | None:
    """Read the change at the end of the way found, from the read line that starts it."""
    if not _walking(f) or (w := way(f)) is None:
        return None
    by = f", through {through(w.hops)}" if w.hops else ""
    say = f"`{w.at[0]}:{w.at[1]}` reaches `{w.name}`, which this branch changed{by}: read that change."
    offset, limit = w.piece.window(HUNK_LINES, lead=HUNK_LINES * 3 // 4)
    return "diff", {
        "path": w.piece.path,
        "offset": offset,
        "limit": limit,
        "_near": 0,
        "_span": w.piece.span,  # the changed function's lines before the hunk's others
        "_named": [w.name, w.at[0], w.at[1]],
        "_via": list(w.hops),
        "_say": say,
    }


def through(names: tuple[str, ...]) -> str:
    """`shelves` → `shelf_share`: the unchanged functions a way to a change runs through."""
    return " → ".join(f"`{n}`" for n in names)


def way(f: Findings) -> Way | None:
    """The shortest way the greps so far show from the read code to a changed function, else None."""
    return _walk(f)[1]


def _walking(f: Findings) -> bool:
    """Nothing read so far names a changed function, nor was a change read that may explain the failure."""
    return bool(f.failure and f.code and f.changed_defs and not f.named_by and not weighty(f))


def _beyond(f: Findings) -> bool:
    """A change that may explain the failure was read, not at the end of a way."""
    return bool(f.failure and f.code and f.changed_defs and weighty(f) and not f.via)


def _walk(f: Findings) -> tuple[list[list[str]], Way | None]:
    """Replay the greps: the names of each level, and the first way found (the fewest functions between)."""
    texts = reached_texts(f)
    pieces = _starts(f, texts)
    route: dict[str, tuple[Hunk, tuple[str, ...]]] = {}  # a name: the changed function it leads to, and the way there
    for h, n in pieces:
        route.setdefault(n, (h, ()))
    levels = [list(route)[:_NAMES]]
    tested: set[str] = set()  # the functions of test files (a test's helper may be on the way; a test is not)
    heads = {(p, min(code)): i for i, (p, _, code) in enumerate(texts) if code}  # where each read function starts
    for hits in f.users:
        used: dict[str, tuple[Hunk, tuple[str, ...]]] = {}
        inside = []  # uses in a function the investigation read, below what it showed
        for name, (user, head), path, line in uses(hits, set(levels[-1])):
            if (path, head) in heads or (user in SETUPS and texts and path == texts[0][0]):  # in a function read,
                inside.append(((heads.get((path, head), 0), 0, (path, line)), name))  # or the failing test's setup
            if user in route or user in used or user in KEYWORDS or len(user) < 3:
                continue
            tested |= {user} if is_test(path) else set()
            used[user] = (route[name][0], (user, *route[name][1]))
        route.update(used)
        found = inside + [(near, user) for user in used if (near := naming(user, texts)) is not None]
        if found:
            (_, _, at), user = min(found)
            piece, hops = route[user]
            return levels, Way(piece, _name_of(pieces, piece), hops, at)
        levels.append(sorted(used, key=lambda n: n in tested)[:_NAMES])  # the code's functions before the tests'

    return levels, None


def _starts(f: Findings, texts: list[tuple[str, int, dict[int, str]]]) -> list[tuple[Hunk, str]]:
    """The changed functions a way may end at: not one already in reach (a change read, a function the read code
    names, a function the investigation read), nor the test itself."""
    seen = {(h.path, n) for h, n, _ in named_hunks(f)}
    read = [(c.path, c.line) for c in f.chain]
    spans = [(p, min(code), max(code)) for p, _, code in texts if code]
    return [
        (h, n)
        for h, n in changed_functions(f)
        if n not in KEYWORDS
        and len(n) > 2
        and n != test_name(f.failure)
        and (h.path, n) not in seen
        and not any(p == h.path and h.span[0] <= line <= h.span[1] for p, line in read)
        and not any(p == h.path and low <= h.span[1] and h.span[0] <= high for p, low, high in spans)
    ]


def _name_of(pieces: list[tuple[Hunk, str]], piece: Hunk) -> str:
    return next(n for h, n in pieces if h is piece)
