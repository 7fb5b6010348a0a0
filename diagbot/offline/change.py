"""What the offline model makes of the branch's diff: the changed hunks the failure reaches, and modules it moved.

A hunk is in reach when its changed lines sit in a function the investigation read (the failing line's, a
frame's, the called function's), from that function's definition to the next one in view; with no definition
in view, only a hunk over the read line itself. A hunk elsewhere is never blamed, however recent.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from pathlib import PurePosixPath

from diagbot.changes import ChangeSet, numbered
from diagbot.filekinds import is_source, is_test
from diagbot.offline.code import function_span, same_file

_HEADER = re.compile(r"^@@ ")
_DIFF_LINE = re.compile(r"^\d+: \s*(\d*) ([ +-])(.*)$")  # the diff tool's `7:    12 +code` and `8:       -code`
_NO_MODULE = re.compile(
    r"No module named '([\w.]+)'|Cannot find module '([^']+)'|Can't resolve '([^']+)'|unresolved import `([\w:]+)`"
    r"|cannot find module providing package (\S+)|could not import ([\w.]+)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Hunk:
    """One hunk of a changed file: where its changed lines are in the new file, and where it is in the diff."""

    path: str
    first: int  # the new-side line of its first `+` line (or where its removal happened)
    last: int
    offset: int  # its first line in the diff tool's numbering (1-based, the @@ line)
    lines: int


@dataclass(frozen=True)
class Changed:
    """A changed hunk the diff tool showed: the new-side line it names, and its removed and added lines."""

    path: str
    line: int
    removed: tuple[str, ...]
    added: tuple[str, ...]


def read_hunk(path: str, lines: list[str]) -> Changed | None:
    """The first changed line's new-side number and the removed and added lines, from the diff tool's result."""
    parsed = [(m[1], m[2], m[3]) for m in map(_DIFF_LINE.match, lines) if m]
    changed = [i for i, (_, mark, _) in enumerate(parsed) if mark != " "]
    if not changed:
        return None
    after = [int(n) for n, _, _ in parsed[changed[0] :] if n]
    removed = tuple(t for _, mark, t in parsed if mark == "-")
    return Changed(path, after[0] if after else 1, removed, tuple(t for _, mark, t in parsed if mark == "+"))


def hunks_in_reach(changes: ChangeSet | None, reads: list[tuple[str, int, dict[int, str]]]) -> list[Hunk]:
    """The changed hunks the read code reaches, the one nearest to the first read line first."""
    found: list[tuple[int, int, Hunk]] = []
    for rank, (path, focus, code) in enumerate(reads):
        change = changes.find(path) if changes else None
        if change is None or change.patch is None:
            continue
        start, end = function_span(code, focus)
        for h in _hunks(change.path, change.patch):
            if (h.first <= end and h.last >= start) if start < end else h.first <= focus <= h.last:
                found.append((rank, min(abs(h.first - focus), abs(h.last - focus)), h))
    kept: list[Hunk] = []
    for _, _, h in sorted(found, key=lambda x: (x[0], x[1])):
        if h not in kept:
            kept.append(h)
    return kept


def importable(changes: ChangeSet | None, test: str) -> dict[str, str]:
    """The changed source files a test could import, by module name (`totals` for invoice/totals.py)."""
    found: dict[str, str] = {}
    for f in changes.files if changes else ():
        p = PurePosixPath(f.path)
        if f.patch and f.status != "deleted" and f.path != test and is_source(f.path) and not is_test(f.path):
            found.setdefault(p.parent.name if p.stem in ("__init__", "index", "mod") else p.stem, f.path)
    return {k: v for k, v in found.items() if len(k) > 1}


def import_pattern(names: list[str]) -> str:
    """A regex for an import line naming one of `names`: from/import/use, require(...), import(...)."""
    alt = "|".join(re.escape(n) for n in names)
    return rf"(^\s*(from|import|use)\s|require\(|import\().*\b({alt})\b"


def file_hunks(changes: ChangeSet | None, path: str) -> list[Hunk]:
    """Every hunk of one changed file, first to last."""
    change = changes.find(path) if changes else None
    return _hunks(change.path, change.patch) if change and change.patch else []


def moved_module(message: str, changes: ChangeSet | None) -> str | None:
    """`the branch deleted src/old.py` / `renamed a.py → b.py` when the failure cannot import what was moved."""
    m = _NO_MODULE.search(message)
    if m is None or changes is None:
        return None
    name = next(g for g in m.groups() if g)
    stem = re.split(r"[./:]+", name.strip("./"))
    for f in changes.files:
        gone = f.old_path if f.status == "renamed" else f.path if f.status == "deleted" else None
        if gone and _names(gone, stem):
            return f"the branch renamed `{gone}` → `{f.path}`" if f.old_path else f"the branch deleted `{gone}`"
    return None


def _names(path: str, parts: list[str]) -> bool:
    """`invoice/totals.py` is what `invoice.totals` or `./totals` or `crate::totals` names."""
    p = PurePosixPath(path)
    tail = "/".join(x for x in parts if x and x not in ("crate", "self", "super"))
    if p.stem == "__init__":  # a package: `invoice` names invoice/__init__.py
        p = p.parent
    return bool(tail) and same_file(str(p.with_suffix("")), tail)


def _hunks(path: str, patch: str) -> list[Hunk]:
    out: list[Hunk] = []
    lines = numbered(patch)
    starts = [i for i, line in enumerate(lines) if _HEADER.match(line)] + [len(lines)]
    for a, b in itertools.pairwise(starts):
        body = lines[a + 1 : b]
        changed = [_new_line(body, i) for i, line in enumerate(body) if line[6:7] in ("+", "-")]
        if changed:
            out.append(Hunk(path, min(changed), max(changed), a + 1, b - a))
    return out


def _new_line(body: list[str], i: int) -> int:
    """The new-side line of a hunk's line i; a removed line sits where the next kept line is."""
    after = next((int(x[:5]) for x in body[i:] if x[:5].strip().isdigit()), None)
    if after is not None:
        return after
    return next((int(x[:5]) + 1 for x in reversed(body[:i]) if x[:5].strip().isdigit()), 1)
