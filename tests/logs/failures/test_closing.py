"""Failure marks that close their test's output (`FAIL test_x` under its failed checks), read from real logs."""

from __future__ import annotations

from pathlib import Path

from diagbot.logs.extract import extract_failures
from diagbot.logs.failures.closing import closing
from diagbot.logs.failures.shapes import titled
from diagbot.logs.read.clean import clean_line
from diagbot.logs.types import GENERIC

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "tests" / "fixtures" / "logs"


def _rows(path: Path) -> list[tuple[str | None, str | None, int | None, str]]:
    failures = extract_failures(path.read_text(encoding="utf-8"))
    assert {f.framework for f in failures} == {GENERIC}
    return [(f.test, f.path, f.line, f.message) for f in failures]


def test_the_checks_above_a_mark_are_its_failures_not_the_next_tests_below_it() -> None:
    """Each failed check is a failure of the test whose mark follows it, with the values printed under it; a mark
    whose output names no failure takes its place from the lines above it, not from the test after it."""
    assert _rows(FIXTURES / "c-checks-before-mark.log") == [
        ("test_large_sums", "tests/test_tally.c", 10, "check failed: tally_add(10, 1) == 11"),
        ("test_large_sums", "tests/test_tally.c", 11, "check failed: tally_add(20, 5) == 25"),
        ("test_label", "tests/test_tally.c", 17, 'check failed: out (got: "apple", want: "apples")'),
        ("test_short_label", "tests/test_tally.c", 23, "check failed: strlen(out) == 3"),
        ("test_sheet", "tests/test_tally.c", 29, "FAIL test_sheet"),
    ]


def test_checks_printed_apart_from_their_marks_pair_with_a_run_of_as_many_marks_in_order() -> None:
    """stderr's checks and stdout's marks piped apart (a real make run): three checks, then three marks."""
    rows = _rows(ROOT / "bench/cases/c-logfmt/failure.log")
    assert [(test, path, line) for test, path, line, _ in rows] == [
        ("test_redact_then_print", "tests/test_format.c", 31),
        ("test_plain_fields", "tests/test_parse.c", 8),
        ("test_quoted_values", "tests/test_parse.c", 16),
        ("test_bare_key_is_true", "tests/test_parse.c", 24),
        ("test_add_and_get", "tests/test_record.c", 10),
        ("test_set_replaces_or_appends", "tests/test_record.c", 22),
    ]
    assert rows[1][3] == 'assertion failed: rec_get(&r, "ts") == "12:00:01" (got NULL)'


def test_marks_whose_details_follow_them_are_left_as_they_are() -> None:
    """A runner that prints the details under the mark (uvu): no check comes before the first mark."""
    text = (FIXTURES / "uvu.log").read_text(encoding="utf-8")
    lines = [(i, clean_line(t)) for i, t in enumerate(text.splitlines(), 1)]
    marks = titled(lines)
    assert marks
    assert closing(marks, lines) == marks


def test_no_marks_no_failures() -> None:
    lines = list(enumerate((FIXTURES / "c-checks-before-mark.log").read_text(encoding="utf-8").splitlines(), 1))
    assert closing([], lines) == []
