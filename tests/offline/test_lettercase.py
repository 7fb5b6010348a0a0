"""A letter's value taken from the other case's first letter (`b'a'..=b'f' => Some(byte - b'A' + 10)`): that line is
the slip (lettercase.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.lettercase import lettercase_lines
from diagbot.offline.slips import LETTERCASE, slipped_lines
from tests.offline.patches import one_file

RS = (
    "@@ -260,3 +260,10 @@\n"
    " }\n \n"
    "+fn hex_value(byte: u8) -> Option<u8> {\n+    match byte {\n"
    "+        b'0'..=b'9' => Some(byte - b'0'),\n"
    "+        b'A'..=b'F' => Some(byte - b'A' + 10),\n"
    "+        b'a'..=b'f' => Some(byte - b'A' + 10),\n"
    "+        _ => None,\n"
)


def test_the_arm_subtracting_the_other_cases_letter_is_the_slip() -> None:
    changes = one_file("src/lib.rs", RS)
    assert dict(lettercase_lines(changes)) == {("src/lib.rs", 266): 2}
    assert slipped_lines(changes)[("src/lib.rs", 266)] == (2, LETTERCASE)


@pytest.mark.parametrize(
    ("line", "slipped"),
    [
        ("if (c >= 'a' && c <= 'f') return c - 'A' + 10;", True),
        ("if (c >= 'a' && c <= 'f') return c - 'a' + 10;", False),
        ("if (c >= 'A' && c <= 'Z') return c - 'a';", True),
        ("if (c >= 'a' && c <= 'z') return c - 'a' + 'A';", False),  # to upper case: the first letter of its own case
    ],
)
def test_a_c_condition(line: str, slipped: bool) -> None:
    changes = one_file("src/hex.c", f"@@ -1,1 +1,2 @@\n int x;\n+    {line}\n")
    assert bool(lettercase_lines(changes)) is slipped
