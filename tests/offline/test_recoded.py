"""A call's one-letter code retyped on the way into a rewrite (`format('N')` removed, `format('w')` added in the
helper the code moved into): that line is the slip (recoded.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.recoded import recoded_lines
from diagbot.offline.slips import RECODED, slipped_lines
from tests.offline.patches import one_file

PHP = (
    "@@ -25,10 +25,18 @@ final class Calendar\n"
    "     public function isOpenDay(DateTimeImmutable $day): bool\n     {\n"
    "-        if ((int) $day->format('N') === self::SUNDAY) {\n-            return false;\n-        }\n"
    "-        return !isset($this->holidays[$day->format('Y-m-d')]);\n"
    "+        return self::weekday($day) !== self::SUNDAY && !isset($this->holidays[self::dayKey($day)]);\n"
    "+    }\n+\n"
    "+    private static function dayKey(DateTimeInterface $day): string\n+    {\n"
    "+        return $day->format('Y-m-d');\n+    }\n+\n"
    "+    private static function weekday(DateTimeInterface $day): int\n+    {\n"
    "+        return (int) $day->format('w');\n"
    "     }\n"
)


def test_the_code_retyped_in_the_helper_is_the_slip() -> None:
    changes = one_file("src/Calendar.php", PHP)
    assert dict(recoded_lines(changes)) == {("src/Calendar.php", 37): 2}
    assert slipped_lines(changes)[("src/Calendar.php", 37)] == (2, RECODED)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("src/Calendar.php", PHP.replace("format('w')", "format('N')")),  # the code kept
        ("src/Calendar.php", PHP.replace("-        if ((int) $day->format('N')", "-        if ((int) $day->day()")),
        (
            "src/Calendar.php",
            PHP.replace("return (int) $day->format('w');", "return (int) $day->format('w') + $day->format('j');"),
        ),  # two new codes: which one was retyped?
        ("tests/CalendarTest.php", PHP),  # a test's own calls
    ],
)
def test_a_code_kept_none_removed_or_two_new_ones_is_left_alone(path: str, patch: str) -> None:
    assert not recoded_lines(one_file(path, patch))
