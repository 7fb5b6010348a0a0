"""A line moved into another file reading a like-named sibling of the name it read where it was (`double basis =
peltWeightKg();` become `double basis = load.greenWeightKg();`): that line is the slip (transplanted.py)."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.siblings import SIBLING
from diagbot.offline.slips import slipped_lines
from diagbot.offline.transplanted import transplanted_lines

LOAD = (
    "@@ -20,9 +20,4 @@ public final class DrumLoad {\n"
    "     public double peltWeightKg() {\n"
    "         return hides.stream().mapToDouble(Hide::peltWeightKg).sum();\n"
    "     }\n"
    "-    public Map<Chemical, Double> chemicals() {\n"
    "-        double basis = peltWeightKg();\n"
    "-        Map<Chemical, Double> kg = new TreeMap<>();\n"
    "-        return kg;\n"
    "-    }\n"
    " }\n"
)
SHEET = (
    "@@ -0,0 +1,7 @@\n"
    "+public final class ChemicalSheet {\n"
    "+    public List<Line> lines() {\n"
    "+        double basis = load.greenWeightKg();\n"
    "+        System.out.printf(HEADER, load.number(), load.peltWeightKg());\n"
    "+        return lines;\n"
    "+    }\n"
    "+}\n"
)


def _changes(load: str, sheet: str) -> ChangeSet:
    files = (("src/DrumLoad.java", load), ("src/ChemicalSheet.java", sheet))
    return ChangeSet(tuple(FileChange(p, "modified", added=1, deleted=1, patch=t) for p, t in files), "main")


def test_a_moved_line_reading_a_sibling_of_its_old_name_is_the_slip() -> None:
    changes = _changes(LOAD, SHEET)
    assert dict(transplanted_lines(changes)) == {("src/ChemicalSheet.java", 3): 2}
    assert slipped_lines(changes)[("src/ChemicalSheet.java", 3)] == (2, SIBLING)


@pytest.mark.parametrize(
    ("load", "sheet"),
    [
        (LOAD, SHEET.replace("load.greenWeightKg()", "load.peltWeightKg()")),  # moved as it was
        (  # the old name read nowhere on the new side: renamed away, not mistaken
            LOAD.replace("double peltWeightKg()", "double weight()").replace("Hide::peltWeightKg", "Hide::weight"),
            SHEET.replace("load.peltWeightKg()", "load.hides()"),
        ),
        (LOAD, SHEET.replace("greenWeightKg", "totalCost")),  # not a sibling of the old name
        (LOAD, SHEET.replace("+    public", "+        double basis = 0;\n+    public")),  # bound twice: no one line
    ],
)
def test_a_line_moved_as_it_was_renamed_or_unlike_is_left_alone(load: str, sheet: str) -> None:
    assert not transplanted_lines(_changes(load, sheet))


def test_a_line_rewritten_where_it_stands_is_not_a_move() -> None:
    patch = LOAD.replace(" }\n", "+        double basis = greenWeightKg();\n }\n")
    assert not transplanted_lines(ChangeSet((FileChange("src/DrumLoad.java", "modified", 1, 1, patch),), "main"))
