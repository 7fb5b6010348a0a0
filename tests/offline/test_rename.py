"""offline.rename: a hunk that only renames a name the branch no longer uses is blamed after every other hunk."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.change import file_hunks
from diagbot.offline.pick import related_row
from diagbot.offline.rename import renames


def test_one_name_consistently_replaced_is_a_rename():
    assert renames(["  return interpolate(t, v);"], ["  return fill(t, v);"]) == (("interpolate", "fill"),)
    renamed_module = renames(
        ["const { interpolate } = require('./interpolate');"], ["const { fill } = require('./fill');"]
    )
    assert renamed_module == (("interpolate", "fill"),)  # its module renamed with it


def test_anything_more_than_renaming_is_not_a_rename():
    assert renames(["return a + b"], ["return a - b"]) == ()  # an operator
    assert renames(["f(a, b)"], ["f(b, a)"]) == ()  # two names swapped: not one-to-one
    assert renames(["x = 1"], ["x = 2"]) == ()  # a literal
    assert renames(["f(a)", "g(a)"], ["f(b)", "g(c)"]) == ()  # the same name renamed two ways
    assert renames(["f(a)"], ["f(b)", "g(b)"]) == ()  # a line added
    assert renames([], []) == ()


PATCH_RENAME = "@@ -1,3 +1,3 @@\n def t(k):\n-    return interpolate(k)\n+    return fill(k)\n"
PATCH_DEF = "@@ -1,2 +1,2 @@\n-def interpolate(k):\n+def fill(k):\n     return k\n"


def _changes(*files: tuple[str, str]) -> ChangeSet:
    return ChangeSet(tuple(FileChange(p, "modified", added=1, deleted=1, patch=patch) for p, patch in files), "main")


def test_a_rename_of_a_name_gone_from_the_branch_is_inert():
    changes = _changes(("lib/index.py", PATCH_RENAME), ("lib/fill.py", PATCH_DEF))
    assert [h.inert for h in file_hunks(changes, "lib/index.py")] == [True]


def test_a_name_swapped_for_one_the_branch_still_uses_is_not_inert():
    still = "@@ -5,2 +5,3 @@\n x = 1\n+y = interpolate(2)\n"  # `interpolate` is still called: not renamed away
    changes = _changes(("lib/index.py", PATCH_RENAME), ("lib/other.py", still))
    assert [h.inert for h in file_hunks(changes, "lib/index.py")] == [False]


def test_a_table_row_keyed_by_a_word_of_the_failing_tests_name_is_the_one_pointed_at():
    rows = [(4, '  de: (n) => (n === 1 ? "one" : "other"),'), (5, '  en: (n) => (n <= 1 ? "one" : "other"),')]
    message = "Expected values to be strictly equal (+ actual - expected: + '0 file', - '0 files')"
    assert related_row(rows, message, test="t > en files 0") == 5
    assert related_row(rows, message, test="t > fr files 0") is None  # no row for it, and no value points


def test_a_row_of_several_keys_is_pointed_at_by_any_of_them_in_any_case_from_a_subtest_name():
    rows = [(28, '\t"": B, "b": B, "byte": B, "bytes": B,'), (31, '\t"g": GB, "gb": MB, "giga": GB, "gigabyte": GB,')]
    message = "UnmarshalText(5 GB) => 5242880 bytes, want 5368709120 bytes"
    assert related_row(rows, message, test="TestUnmarshalText/UnmarshalText_5_GB") == 31  # Go's subtest: `5 GB`
    assert related_row(rows, message, test="TestUnmarshalText/UnmarshalText_5_TB") is None
