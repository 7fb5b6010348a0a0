"""A whole-number division meant to round up, one too high: `(length + step) / step` (rounding up is `(length + step
- 1) / step`), and `days / 7 + 1` where the branch took out a rounding up."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet
from diagbot.offline.rounding import rounding_lines
from diagbot.offline.slips import ROUND, slipped_lines
from tests.offline.patches import one_file


def _changes(path: str, added: str, removed: str = "    x = 0") -> ChangeSet:
    return one_file(path, f"@@ -10,2 +10,2 @@ fn f()\n     let a = 1;\n-{removed}\n+{added}\n")


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("src/pricing.rs", "    (length_mm + step_mm) / step_mm * step_mm"),
        ("src/launch.rs", "        (extra_ft + self.tow_step_ft) / self.tow_step_ft"),
        ("src/tariff.cpp", "    int steps = (extra_ft + kStepFt) / kStepFt;"),
        ("hire/hire.go", "\tweeks := (days + 7) / 7"),
        ("wharf/dues.py", "    return (hours + 24) // 24"),
        ("lib/rounds.rb", "    (area + per_bag) / per_bag"),
    ],
)
def test_adding_the_whole_divisor_before_dividing_rounds_one_too_high(path: str, line: str) -> None:
    changes = _changes(path, line)
    assert dict(rounding_lines(changes)) == {(path, 11): 1}
    assert slipped_lines(changes)[(path, 11)] == (1, ROUND)


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("src/pricing.rs", "    (length_mm + step_mm - 1) / step_mm * step_mm"),  # rounding up, right
        ("src/pricing.rs", "    length_mm.div_ceil(step_mm) * step_mm"),
        ("src/pricing.rs", "    (length_mm + offset_mm) / step_mm"),  # another divisor
        ("wharf/dues.py", "    return (hours + 24) / 24"),  # Python's `/` keeps the fraction
        ("src/tariff.js", "  const steps = (extraFt + stepFt) / stepFt;"),  # so does JavaScript's
        ("src/paging.rs", "    index / per_page + 1"),  # a page's number: nothing was rounded up before
        ("src/tabs.rs", "    (length / 8 + 1) * 8"),  # the next tab stop
        ("src/lib.rs", "        assert_eq!(ceil(x), (n + d) / d);"),  # a test's expectation
        ("tests/pricing.rs", "    (length_mm + step_mm) / step_mm * step_mm"),  # a test file
    ],
)
def test_rounding_up_right_or_a_division_meant_as_written_is_left_alone(path: str, line: str) -> None:
    assert not rounding_lines(_changes(path, line))


def test_floor_plus_one_is_a_slip_where_the_branch_took_out_a_rounding_up() -> None:
    line = "\treturn days/7 + 1"
    assert dict(rounding_lines(_changes("hire/hire.go", line, "\tweeks := int(math.Ceil(float64(days) / 7))"))) == {
        ("hire/hire.go", 11): 1
    }
    assert not rounding_lines(_changes("hire/hire.go", line))
