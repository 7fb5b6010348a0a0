"""offline.checked: the field the failing check reads, and the changes that give it its value."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.change import file_hunks
from diagbot.offline.checked import checked_fields, gives_checked
from diagbot.offline.findings import Findings

RECIPE = (
    "@@ -39,7 +41,8 @@ class Recipe:\n     def from_us(cls, data):\n"
    '+        thickness = data.get("mash_qt_per_lb")\n         return cls(\n'
    "@@ -49,5 +52,7 @@ class Recipe:\n"
    "             mash_c=round(units.f_to_c(data['mash_f']), 1),\n"
    "+            mash_l_per_kg=3.0 if thickness is None else units.qt_per_lb_to_l_per_kg(thickness),\n"
    "         )\n"
)


def _findings(line: str) -> Findings:
    fail = Failure("AssertionError: 0.54 != 2.61", "unittest", "RecipeTest.test_from_us", "tests/test_recipe.py", 17)
    change = FileChange("brewday/recipe.py", "modified", added=2, deleted=0, patch=RECIPE)
    f = Findings(fail, changes=ChangeSet((change,), "main"))
    f.code = [("tests/test_recipe.py", 17, {16: "        stout = Recipe.from_us(US_STOUT)", 17: line})]
    return f


def test_the_fields_a_check_reads_of_a_value_not_of_the_test_itself():
    assert checked_fields(_findings("        self.assertEqual(stout.mash_l_per_kg, 2.61)")) == ["mash_l_per_kg"]
    assert checked_fields(_findings("        self.assertEqual(self.expected, stout)")) == []


def test_the_hunk_giving_the_checked_field_its_value_is_told_from_the_others():
    f = _findings("        self.assertEqual(stout.mash_l_per_kg, 2.61)")
    first, second = file_hunks(f.changes, "brewday/recipe.py")
    assert (gives_checked(f, first), gives_checked(f, second)) == (False, True)
    other = _findings("        self.assertEqual(stout.efficiency, 0.72)")
    assert not gives_checked(other, second)
