"""A loop's variable read in a later loop, after its own loop ended (`due = next_due(insp)` in the loop over the
hives, `insp` left over from the loop over the inspections): that read is the slip (leftover.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.leftover import leftover_lines
from diagbot.offline.slips import LEFTOVER, slipped_lines
from tests.offline.patches import one_file

PY = (
    "@@ -20,6 +20,12 @@ def due_list(hives, inspections, today):\n"
    "+    last_seen = {}\n"
    "+    for insp in inspections:\n"
    "+        last_seen[insp.hive] = insp\n"
    "+\n"
    "     rows = []\n"
    "     for hive in hives:\n"
    "+        last = last_seen.get(hive.name)\n"
    "+        due = next_due(insp)\n"
    "         rows.append((hive.name, due))\n"
    "     return rows\n"
)


def test_a_loop_variable_read_in_a_later_loop_is_the_slip() -> None:
    changes = one_file("apiary/schedule.py", PY)
    assert dict(leftover_lines(changes)) == {("apiary/schedule.py", 27): 2}
    assert slipped_lines(changes)[("apiary/schedule.py", 27)] == (2, LEFTOVER)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("apiary/schedule.py", PY.replace("next_due(insp)", "next_due(last)")),  # this loop's name
        ("apiary/schedule.py", PY.replace("for hive in hives:", "for hive, insp in hives:")),  # bound again
        ("apiary/schedule.py", PY.replace("next_due(insp)", "max(next_due(insp) for insp in last)")),  # its own
        ("apiary/schedule.py", PY.replace("     rows = []\n     for hive in hives:\n", "     rows = []\n")),  # no loop
        ("apiary/schedule.js", PY),  # a language whose loop variables end with their loops (`let`)
        ("tests/test_schedule.py", PY),
    ],
)
def test_a_read_of_this_loops_name_or_one_bound_again_is_left_alone(path: str, patch: str) -> None:
    assert not leftover_lines(one_file(path, patch))


def test_a_php_foreach_variable_read_in_a_later_loop() -> None:
    patch = (
        "@@ -1,3 +1,7 @@\n+        foreach ($inspections as $insp) {\n+            $seen[$insp->hive] = $insp;\n"
        "+        }\n         foreach ($hives as $hive) {\n+            $due = nextDue($insp);\n         }\n"
    )
    assert dict(leftover_lines(one_file("src/Schedule.php", patch))) == {("src/Schedule.php", 5): 2}
