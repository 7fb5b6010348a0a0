"""A changed file's diff as rows, and the body of a block that opens on one of them, as far as the diff shows it
whole: what the slip rules that read a function's or a loop's body walk (ignored.py, carried.py, rebound.py,
halving.py), and the files they read."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange, numbered
from diagbot.filekinds import unread_kind
from diagbot.offline.calls import code_only
from diagbot.offline.change import source_files
from diagbot.offline.code import indent
from diagbot.offline.kinds import is_code, without_comment
from diagbot.offline.pick import runs_of

Rows = list[tuple[str, str, str]]  # the diff's (new-side line or "", mark, text) rows; "@" marks an @@ line


def diff_rows(patch: str | None) -> Rows:
    """The patch's rows: each line's new-side number (blank when removed), its mark and its text."""
    return [("", "@", r) if r.startswith("@@") else (r[:5].strip(), r[6:7], r[7:]) for r in numbered(patch or "")]


def bare_code(text: str, path: str) -> str:
    """The line's code alone: its comment cut (as the file's language writes one), its strings emptied."""
    return code_only(without_comment(text, path))


def written_files(changes: ChangeSet | None) -> list[FileChange]:
    """The changed source files a person wrote: not tests (source_files), nor built, vendored or minified copies."""
    return [f for f in source_files(changes) if unread_kind(f.path) is None]


def body_rows(parsed: Rows, i: int) -> list[tuple[int, str]] | None:
    """The new-side rows of the block opening at row `i`, to the first line of code indented no deeper than its head
    (a dedent, a closing brace, Ruby's `end`); None when the diff does not show it whole."""
    body: list[tuple[int, str]] = []
    head = indent(parsed[i][2])
    for n, mark, text in parsed[i + 1 :]:
        if mark == "@":
            return None
        if mark not in " +" or not text.strip():  # removed, or git's `\ No newline at end of file`
            continue
        if indent(text) <= head:
            return body if is_code(text) or text.strip()[:1] in "})" else None
        body.append((int(n), text))
    return None


def removed_by_run(parsed: Rows) -> tuple[list[range], dict[range, list[str]]]:
    """Each row's run of removed and added lines, and each run's removed lines, found in one pass over the rows (the
    rules look up a run for every added line of a page thousands of lines long)."""
    spans, removed = runs_of(parsed), dict[range, list[str]]()
    for i, (_, mark, text) in enumerate(parsed):
        removed.setdefault(spans[i], []).extend([text] if mark == "-" else [])
    return spans, removed
