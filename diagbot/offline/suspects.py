"""Which changed hunks the offline model blames, best first: those the read code reaches, those of a changed file
it imports, the failing test's own last."""

from __future__ import annotations

import re
from dataclasses import replace

from diagbot.change_order import failure_cues
from diagbot.filekinds import TEST_FILE
from diagbot.offline.change import Hunk, file_hunks, hunks_in_reach, importable
from diagbot.offline.findings import Findings
from diagbot.offline.related import ranked_related
from diagbot.offline.resolve import resolved
from diagbot.offline.span import reach_span


def imported_hunks(f: Findings) -> list[Hunk]:
    """The hunks of the changed file that the first matching import line (the reached code's, then the test's)
    names, its innermost module when it names several, else that an import of a relative path resolves to
    (`require('..')`: the package's index, resolve.py); not those changing only words (a comment, a docstring); those
    sharing more of the failure's words first."""
    names, reached = unread_importable(f), {p for p, _, _ in f.code}
    imports = [h for h in f.imports if h[0] in reached]  # a same-named file elsewhere is not what was reached
    imports = sorted(imports, key=lambda h: bool(TEST_FILE.search(h[0])))  # the reached code's first
    for known in ({k: v for k, v in names.items() if k != "crate"}, names):  # a Rust crate's root only when no line
        for _, _, line in imports:  # names a changed module of it (`use crate::parser::*` names none)
            at = {p: m.start() for name, p in known.items() for m in re.finditer(rf"\b{re.escape(name)}\b", line)}
            if at:  # its innermost module the line names: `scalar` in `use crate::scalar::{..}`, `totals` in `a.totals`
                hunks = [h for h in file_hunks(f.changes, max(sorted(at), key=lambda p: at[p])) if not h.prose]
                return _by_words(f, hunks)
    for path, _, line in imports:  # no changed module's name: a relative path (`require('..')`) resolved
        if (module := resolved(path, line, f.changes)) and module not in reached:
            return _by_words(f, [h for h in file_hunks(f.changes, module) if not h.prose])
    return []


def _by_words(f: Findings, hunks: list[Hunk]) -> list[Hunk]:
    """An imported file's hunks, no call having reached any: those sharing more of the failure's words first."""
    if not f.failure or not f.failure.test:
        return hunks
    ranked = {h: len(words) for words, h in ranked_related(f.changes, hunks, failure_cues([f.failure]))}
    return sorted(hunks, key=lambda h: -ranked.get(h, 0))


def suspects(f: Findings) -> list[Hunk]:
    """The changed hunks to blame, best first: in source the failure reaches, of a changed file the reached code
    imports, in a test it reaches; a changed declaration a build error leads to before these, inert ones last."""
    ordered = hunks_in_reach(f.changes, f.code, source_only=True) + imported_hunks(f)
    ordered += hunks_in_reach(f.changes, f.code)
    ordered = sorted(ordered, key=lambda h: in_failing_test(f, h))  # stable: the failing test's own hunks last
    unique: dict[tuple[str, int], Hunk] = {}
    for h in ordered:
        decl = next((n for p, n in f.decl_reads if p == h.path and h.first <= n <= h.last), None)
        unique.setdefault((h.path, h.offset), replace(h, focus=decl) if decl else h)
    return sorted(unique.values(), key=lambda h: (h.inert, not any(n == h.focus for _, n in f.decl_reads)))


def in_failing_test(f: Findings, h: Hunk) -> bool:
    """The hunk changes the failing test itself (its assertion, its expected values): what the branch now expects,
    so the last suspect, even in a source file holding its tests (a Rust `mod tests`)."""
    if not f.code or not f.failure or not f.failure.test:
        return False
    path, focus, code = f.code[0]
    if not TEST_FILE.search(path) and not any(hit[0] == path for hit in f.hits):
        return False  # the first read is a frame in the code under test, not the test (found where its name is)
    start, end = reach_span(code, focus)
    return h.path == path and (h.meets(start, end) if start < end else h.first <= focus <= h.last)


def unread_importable(f: Findings) -> dict[str, str]:
    """Changed files the test may import, but not one already read: there the call was followed, and a hunk
    outside the function it reached is not blamed."""
    read = {p for p, _, _ in f.code}
    return {k: v for k, v in importable(f.changes, f.code[0][0] if f.code else "").items() if v not in read}
