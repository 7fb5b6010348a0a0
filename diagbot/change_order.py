"""The order changed files are shown in, one for the question's Changes section and the diff tool's listing: files
the log names (a parsed failure, a stack frame), then other source, then tests, then the rest."""

from __future__ import annotations

import re
from collections.abc import Iterable

from diagbot.changes import FileChange
from diagbot.filekinds import is_source, is_test, unread_kind
from diagbot.logs.types import LogDigest

_AT_LINE = r"(?::\d+|\(\d+[,)]|\", line \d+| line \d+)"  # path:12, path(12), "path", line 12


def named_in_log(files: Iterable[FileChange], digest: LogDigest) -> frozenset[str]:
    """Changed files a parsed failure names, or the excerpt cites with a line number (a stack frame, a compiler's
    error line). A bare mention is no lead: `x.py::test PASSED`, `cc -c src/x.c`, `Running unittests src/lib.rs`."""
    failing = [f.path for f in digest.failures if f.path]
    found = set()
    for f in files:
        for p in filter(None, (f.path, f.old_path)):
            near = any(p == q or p.endswith("/" + q) or q.endswith("/" + p) for q in failing)
            if near or re.search(rf"(?<![\w.-]){re.escape(p)}{_AT_LINE}", digest.excerpt):
                found.add(f.path)
    return frozenset(found)


def by_relevance(files: Iterable[FileChange], named: frozenset[str] = frozenset()) -> list[FileChange]:
    """`files` most relevant first (a stable sort: git's order within a rank), a header after the code it
    declares (a changed `.h` is less often where the behaviour changed than its `.c`)."""
    return sorted(files, key=lambda f: (_rank(f, named), bool(_HEADER.search(f.path))))


_HEADER = re.compile(r"\.(h|hh|hpp|hxx|d\.ts|pyi)$")


def _rank(f: FileChange, named: frozenset[str]) -> int:
    """Named source, named tests, other source, other tests, the rest; lock, vendored and generated files last."""
    if unread_kind(f.path):
        return 5
    kind = 0 if is_source(f.path) and not is_test(f.path) else 1 if is_test(f.path) else 2
    if f.path in named:
        return min(kind, 1)
    return 2 + min(kind, 2) if kind != 2 else 4
