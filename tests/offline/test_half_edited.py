"""A value the replaced line wrote twice, named in one place and kept as a number in the other (half_edited.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.half_edited import half_edited_lines
from diagbot.offline.slip_words import HALF_EDIT
from diagbot.offline.slips import slipped_lines
from tests.offline.patches import one_file

OLD = "\tfor m := 1000.0; m < total; m += 1000 {"
NEW = "\tfor m := 1000.0; m < total; m += u.Metres() {"


def _page(old: str, new: str) -> str:
    return f"@@ -10,3 +10,3 @@\n \tvar out []Split\n-{old}\n+{new}\n \t\tt := elapsedAt(ms, m)\n"


def test_the_number_kept_where_its_twin_was_named_is_the_slip() -> None:
    changes = one_file("race/splits.go", _page(OLD, NEW))
    assert dict(half_edited_lines(changes)) == {("race/splits.go", 11): 2}
    assert slipped_lines(changes)[("race/splits.go", 11)] == (2, HALF_EDIT)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (OLD, "\tfor m := u.Metres(); m < total; m += u.Metres() {"),  # both named
        ("\tchar packed[16], use_by[16];", "\tchar packed[16], use_by[24];"),  # a number for a number: two sizes
        ("\tx := round(v * 100) / 100", "\tx := round(v * scale) / 100 + 1"),  # more than the one number changed
        ("\tfor i := 1; i < n; i += 1 {", "\tfor i := 1; i < n; i += step {"),  # 1: too common to be one value
        ("\tlimit := 50 + 25", "\tlimit := max + 25"),  # written once
    ],
)
def test_a_value_named_everywhere_or_written_once_is_no_slip(old: str, new: str) -> None:
    assert not half_edited_lines(one_file("race/splits.go", _page(old, new)))
