"""A comparison and its mirror image, the two values swapped, joined with the bound inclusive on one side only
(`a.start <= b.end && b.start < a.end`): that line is the slip (lopsided.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.lopsided import lopsided, lopsided_lines
from diagbot.offline.slips import LOPSIDED, slipped_lines
from tests.offline.patches import one_file


@pytest.mark.parametrize(
    ("code", "flagged"),
    [
        ("  return a.start <= b.end && b.start < a.end;", True),
        ("    return a_start < b_end and b_start <= a_end", True),
        ("    return $a->from >= $b->to || $b->from > $a->to;", True),
        ("  return a.start < b.end && b.start < a.end;", False),  # the same bound both sides
        ("  return a.start <= b.end && b.start <= a.end;", False),
        ("  return a.start <= b.end && a.start < b.limit;", False),  # no mirror image: another part
        ("  return inner.start >= outer.start && inner.end <= outer.end;", False),  # containment, not a mirror
    ],
)
def test_only_a_mirror_image_with_another_bound_is_lopsided(code: str, flagged: bool) -> None:
    assert lopsided(code) is flagged


def test_the_lopsided_line_of_a_source_file_is_the_slip() -> None:
    patch = "@@ -1,3 +1,3 @@\n function overlaps(a, b) {\n-  return a.start < b.end && b.start < a.end;\n"
    patch += "+  return a.start <= b.end && b.start < a.end;\n }\n"
    changes = one_file("lib/clock.js", patch)
    assert dict(lopsided_lines(changes)) == {("lib/clock.js", 2): 2}
    assert slipped_lines(changes)[("lib/clock.js", 2)][1] in (LOPSIDED, "bound")  # a flip of the removed line too
    assert not lopsided_lines(one_file("test/clock.test.js", patch))
