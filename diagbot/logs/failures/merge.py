"""The merge of halves: one record per failure, when a block, a one-line rule and a stateful parser each saw part of
it (a test's header, its `path:line: Error` line, its verdict)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from diagbot.filekinds import is_test, same_file
from diagbot.logs.types import Failure

_FAMILY = dict(
    unittest="python", pytest="python", doctest="python", cargo="rust", rustc="rust", maven="java", gradle="java"
)


def merge(found: Sequence[Failure], several: frozenset[str] = frozenset()) -> list[Failure]:
    """One record per failure: block records come first and win; later halves only fill what they lack. In the
    `several` frameworks a test may fail more than once (each failed assertion its own record): two records of one
    test at two places there are two failures."""
    out: list[Failure] = []
    seen: dict[tuple[str, object, object], int] = {}
    for failure in found:
        twin = _twin(failure, out, seen)
        if twin is not None and failure.framework in several and _elsewhere(failure, out[twin]):
            twin = None
        if twin is None:
            twin = len(out)
            out.append(failure)
        else:
            kept = out[twin]
            if kept.path is None and failure.path is not None:
                kept = replace(kept, path=failure.path, line=failure.line)
            out[twin] = replace(kept, test=kept.test or failure.test)
        family = _FAMILY.get(failure.framework, failure.framework)
        for key in (("@", failure.log_line), ("t", failure.test and _norm(failure.test)), (failure.path, failure.line)):
            seen.setdefault((family, *key), twin)
        if failure.frame:  # a record of the same exception at the innermost frame is a half of this one
            path, _, line = failure.frame.rpartition(":")
            seen.setdefault((family, path, int(line)), twin)
    return out


def _elsewhere(failure: Failure, kept: Failure) -> bool:
    """Both are placed, at different lines: not halves of one record."""
    return bool(failure.path and failure.line and kept.path and kept.line) and (failure.path, failure.line) != (
        kept.path,
        kept.line,
    )


def _twin(failure: Failure, out: list[Failure], seen: dict[tuple[str, object, object], int]) -> int | None:
    """The kept record this one is a half of: same header line, same test (or a suffix of it), or same place."""
    family = _FAMILY.get(failure.framework, failure.framework)
    if (twin := seen.get((family, "@", failure.log_line))) is not None:
        return twin
    if failure.test:
        name = _norm(failure.test)
        if (twin := seen.get((family, "t", name))) is not None and not _other_file(failure, out[twin]):
            return twin
        for i in range(len(out) - 1, max(len(out) - 200, 0) - 1, -1):  # a bounded look back for suffix names
            other = out[i].test
            if other and _FAMILY.get(out[i].framework, out[i].framework) == family and _suffix(_norm(other), name):
                if _other_file(failure, out[i]) or (_elsewhere(failure, out[i]) and _norm(other) != name):
                    continue  # `bytes::test_quote` at bytes.rs:578 and `test_quote` at lib.rs:342: two tests
                return i
    if failure.test and failure.line is None and (twin := _said_earlier(failure, out, family)) is not None:
        return twin
    twin = seen.get((family, failure.path, failure.line)) if failure.path and failure.line else None
    if twin is None or (failure.test and out[twin].test) or _findings(out[twin], failure):
        return None
    return twin


def _said_earlier(failure: Failure, out: list[Failure], family: str) -> int | None:
    """An earlier test-less record at a place that says this test's message (pytest --tb=line's `path:line: Error`
    line for the `FAILED test - Error` line under it, whose message may be cut with `...`)."""
    said = failure.message.removesuffix("...").rstrip()
    for i in range(max(len(out) - 200, 0), len(out)):  # the first, so that tests failing alike pair in order
        kept = out[i]
        if kept.test is None and kept.line and _FAMILY.get(kept.framework, kept.framework) == family:
            if len(said) >= 6 and kept.message.startswith(said):
                return i
    return None


def _other_file(failure: Failure, kept: Failure) -> bool:
    """Both name the test file they are in, and not one file (a path and its absolute form are one): two tests of
    one name in two test files (`test_irange` of tests/test_list.py and of tests/test_set.py)."""
    a, b = failure.path, kept.path
    if not (a and b and is_test(a) and is_test(b)):
        return False  # a test's file and the source file its exception came from: halves of one failure
    return not same_file(a, b)


def _findings(kept: Failure, failure: Failure) -> bool:
    """Two findings of one checker on one line (mypy's two errors on one line), not the halves of one failure."""
    same = kept.framework == failure.framework and kept.message != failure.message
    return same and kept.test is None and failure.test is None


def _suffix(a: str, b: str) -> bool:
    short, long = sorted((a, b), key=len)
    return short == long or (long.endswith(short) and long[-len(short) - 1] in " .>\u203a:#/")


def _norm(test: str) -> str:
    return test.replace("::", ".").removesuffix("()")
