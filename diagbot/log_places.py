"""Where a log places things in changed files: the files its failures and cited `path:line`s name, and the lines it
cites of one; not a warning's place (`x.c:3: warning:`, rustc's `warning:` block and its `--> src/lib.rs:40:13`)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from diagbot.changes import FileChange
from diagbot.filekinds import JVM_FILE, same_file
from diagbot.logs.types import LogDigest

_AT_LINE = r"(?::\d+|\(\d+[,)]|\", line \d+| line \d+)"  # path:12, path(12), "path", line 12


def named_in_log(files: Iterable[FileChange], digest: LogDigest) -> frozenset[str]:
    """Changed files a parsed failure names, or the excerpt cites with a line number (a stack frame, a compiler's
    error line). A bare mention is no lead: `x.py::test PASSED`, `cc -c src/x.c`, `Running unittests src/lib.rs`, nor is
    a warning's place."""
    failing = [f.path for f in digest.failures if f.path]
    cited = _cited(digest)
    found = set()
    for f in files:
        for p in filter(None, (f.path, f.old_path)):
            near = any(same_file(p, q) for q in failing)
            if near or re.search(rf"(?<![\w.-]){re.escape(p)}{_AT_LINE}", cited):
                found.add(f.path)
    return frozenset(found)


_WARNED = re.compile(r"\w*warning:", re.IGNORECASE)  # `x.py:148: DeprecationWarning:`, `x.c:3: warning:`: no failure
_WARNING_BLOCK = re.compile(r"(?:\s*\d+\|)?warning(?:\[\w+\])?:")  # rustc's `warning: ...`, `--> x.rs:40:13` under it


def _unwarned(lines: list[str]) -> Iterator[str]:
    """The excerpt's lines but a warning's: one naming its place (`x.c:3: warning:`), and a block that a `warning:`
    line opens, to its blank line (rustc's, whose place `--> src/lib.rs:40:13` is on a line of its own); and a place
    on a line of its own whose header the excerpt cut (right under a note of lines left out): whose it is, unknown."""
    block = headed = False  # in a warning's block; a line of the block stands above the next place
    for line in lines:
        text = line.split("|", 1)[1] if _NUMBERED.match(line) else line
        note = bool(_NOTE.match(line))  # diagbot's `   : lines 1-22 omitted`: what stood above is not shown
        block = bool(_WARNING_BLOCK.match(line)) or (block and bool(text.strip()) and not note)
        unheaded = bool(_ARROW.match(text)) and not headed
        headed = bool(text.strip()) and not note and (headed or not unheaded)
        if not block and not unheaded and not _WARNED.search(line):
            yield line


_NUMBERED = re.compile(r"\s*\d+\|")
_NOTE = re.compile(r"\s*: ")
_ARROW = re.compile(r"\s*--> ")


def cited_lines(path: str, digest: LogDigest) -> set[int]:
    """The lines of `path` the excerpt cites (`path:12`, `path(12)`, `"path", line 12`, a JVM frame's
    `(Reader.java:46)` by the file's own name), not in a warning."""
    text = _cited(digest)
    lines = {int(n) for n in re.findall(rf"(?<![\w.-]){re.escape(path)}(?::|\(|\", line | line )(\d+)", text)}
    if JVM_FILE.search(path):
        lines |= {int(n) for n in re.findall(rf"\({re.escape(path.rpartition('/')[2])}:(\d+)\)", text)}
    return lines


def _cited(digest: LogDigest) -> str:
    return _cited_excerpt(digest.excerpt)


@lru_cache(maxsize=2)
def _cited_excerpt(excerpt: str) -> str:
    """The excerpt without its warnings: once a run, not once for every file asked about."""
    return "\n".join(_unwarned(excerpt.split("\n")))
