"""Code rewritten into a call of a one-expression function, handed its values in another order than the code it
replaced computed with them: the call is the slip, not the function."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.inlined import reordered_lines
from tests.offline.test_follow import _diagnose


def _changes(*files: tuple[str, str]) -> ChangeSet:
    return ChangeSet(tuple(FileChange(p, "modified", added=1, deleted=1, patch=t) for p, t in files), "main")


HELPER = (  # the branch's new helper, whole on the page
    "lib/herd.rb",
    "@@ -7,3 +7,8 @@ module Herd\n   class Error < StandardError; end\n+\n"
    "+  def self.days_between(from, to)\n+    (to - from).to_i\n+  end\n end\n",
)


def _cow(call: str) -> tuple[str, str]:
    return (
        "lib/herd/cow.rb",
        "@@ -61,7 +61,7 @@ module Herd\n       calved_on = last_calving(on)\n"
        "       return nil if calved_on.nil?\n \n-      (on - calved_on).to_i\n"
        f"+      {call}\n     end\n \n     def heifer?(on)\n",
    )


def test_a_call_handed_its_values_in_the_other_order_than_the_code_it_replaced_slipped() -> None:
    turned = _changes(HELPER, _cow("Herd.days_between(on, calved_on)"))
    assert dict(reordered_lines(turned)) == {("lib/herd/cow.rb", 64): 2}
    assert not reordered_lines(_changes(HELPER, _cow("Herd.days_between(calved_on, on)")))  # the same code


@pytest.mark.parametrize(
    ("ext", "helper", "old", "new"),
    [
        (  # Go: the body on the line under the head
            "go",
            "func daysBetween(from, to time.Time) int {\n+\treturn int(to.Sub(from).Hours() / 24)\n+}\n",
            "\tn := int(end.Sub(start).Hours() / 24)",
            "\tn := daysBetween(end, start)",
        ),
        (  # Python: the body indented under the head
            "py",
            "def elapsed(start, stop):\n+    return (stop - start).total_seconds()\n+\n+\n+def other():\n",
            "    took = (lap.stop - lap.start).total_seconds()",
            "    took = elapsed(lap.stop, lap.start)",
        ),
        (  # JavaScript: an arrow function of one expression
            "js",
            "const ratio = (part, whole) => part / whole;\n",
            "  const share = votes / total;",
            "  const share = ratio(total, votes);",
        ),
    ],
)
def test_a_turned_call_is_found_in_each_languages_one_expression_function(
    ext: str, helper: str, old: str, new: str
) -> None:
    util, main = (
        (f"src/util.{ext}", f"@@ -1,1 +1,6 @@\n+{helper}"),
        (f"src/main.{ext}", f"@@ -5,1 +9,1 @@\n-{old}\n+{new}\n"),
    )
    assert dict(reordered_lines(_changes(util, main))) == {(f"src/main.{ext}", 9): 2}


RANKING = (  # three comparisons rewritten into a chain, two of them through a PHP helper of one expression
    "src/Ranking.php",
    "@@ -47,9 +47,14 @@ final class Ranking\n"
    "     private static function compare(Record $a, Record $b): int\n     {\n"
    "-        if ($a->ratio() != $b->ratio()) {\n-            return $b->ratio() <=> $a->ratio();\n-        }\n"
    "-        if ($a->indicator() !== $b->indicator()) {\n-            return $b->indicator() <=> $a->indicator();\n"
    "-        }\n-        return $b->scored() <=> $a->scored();\n"
    "+        return $b->compareRatio($a)\n"
    "+            ?: self::higherFirst($a->indicator(), $b->indicator())\n"
    "+            ?: self::higherFirst($b->scored(), $a->scored());\n+    }\n+\n"
    "+    private static function higherFirst(int $mine, int $theirs): int\n"
    "+    {\n+        return $theirs <=> $mine;\n"
    "     }\n }\n",
)


def test_one_call_of_a_rewritten_run_turned_round_where_another_call_of_it_is_the_removed_code() -> None:
    assert dict(reordered_lines(_changes(RANKING))) == {("src/Ranking.php", 51): 2}
    path, patch = RANKING
    both = patch.replace(
        "higherFirst($a->indicator(), $b->indicator())", "higherFirst($b->indicator(), $a->indicator())"
    )
    assert not reordered_lines(_changes((path, both)))  # no call of it is the removed code: which order is meant?
    right = patch.replace("higherFirst($b->scored(), $a->scored())", "higherFirst($a->scored(), $b->scored())")
    assert not reordered_lines(_changes((path, right)))


def test_a_negated_call_turns_its_order_on_purpose() -> None:
    patch = (
        "@@ -16,6 +16,11 @@ module Timing\n+    def overrun(elapsed, limit)\n+      elapsed - limit\n+    end\n+\n"
        "     def over?(elapsed, limit)\n-      elapsed > limit\n+      overrun(elapsed, limit) > 0\n     end\n \n"
        "     def remaining(elapsed, limit)\n-      [limit - elapsed, 0].max\n"
        "+      [-overrun(elapsed, limit), 0].max\n"
        "+      # the time left\n     end\n"
    )
    assert not reordered_lines(_changes(("lib/timing.rb", patch)))


def test_a_sum_a_longer_function_or_one_defined_twice_tells_nothing() -> None:
    summed = ("src/a.py", "@@ -1,1 +1,3 @@\n+def add(a, b):\n+    return a + b\n+\n")
    old_new = "@@ -5,1 +9,1 @@\n-    n = y + x\n+    n = add(x, y)\n"
    assert not reordered_lines(_changes(summed, ("src/b.py", old_new)))  # the same sum either way round
    longer = "@@ -1,1 +1,4 @@\n+def diff(a, b):\n+    a = abs(a)\n+    return b - a\n+\n"
    old_new = "@@ -5,1 +9,1 @@\n-    n = x - y\n+    n = diff(x, y)\n"
    assert not reordered_lines(_changes(("src/a.py", longer), ("src/b.py", old_new)))  # its body is not one line
    one = "@@ -1,1 +1,3 @@\n+def diff(a, b):\n+    return b - a\n+\n"
    other = "@@ -1,1 +1,3 @@\n+def diff(a, b):\n+    return a - b\n+\n"
    twice = _changes(("src/a.py", one), ("src/c.py", other), ("src/b.py", old_new))
    assert not reordered_lines(twice)  # which `diff` the call reaches is not known


PACKER = (  # the branch folds two copies of a header's code into a helper taking the codes that differed
    "pack.py",
    "@@ -10,20 +10,22 @@ def _pack_int(obj, fp):\n"
    "     fp.write(struct.pack('>q', obj))\n \n \n-def _pack_array(obj, fp):\n-    n = len(obj)\n"
    "+def _header(fp, n, fix, code16, code32):\n"
    "     if n < 16:\n-        fp.write(struct.pack('B', 0x90 | n))\n"
    "+        fp.write(struct.pack('B', fix | n))\n"
    "     elif n < 2**16:\n-        fp.write(b'\\xdc' + struct.pack('>H', n))\n"
    "+        fp.write(code16 + struct.pack('>H', n))\n"
    "     else:\n-        fp.write(b'\\xdd' + struct.pack('>I', n))\n"
    "+        fp.write(code32 + struct.pack('>I', n))\n+\n+\n"
    "+def _pack_array(obj, fp):\n+    _header(fp, len(obj), 0x90, b'\\xdc', b'\\xdd')\n"
    "     for e in obj:\n         pack(e, fp)\n \n \n def _pack_map(obj, fp):\n"
    "-    n = len(obj)\n-    if n < 16:\n-        fp.write(struct.pack('B', 0x80 | n))\n-    elif n < 2**16:\n"
    "-        fp.write(b'\\xde' + struct.pack('>H', n))\n-    else:\n"
    "-        fp.write(b'\\xdf' + struct.pack('>I', n))\n"
    "+    _header(fp, len(obj), 0x80, {codes})\n+    items = sorted(obj.items())\n"
    "     for k, v in obj.items():\n",
)


def test_a_call_crossing_two_literals_of_a_longer_helper_its_code_was_folded_into_slipped() -> None:
    """The helper's body uses `code16` where the map's removed code wrote `b'\\xde'`; the call hands it `b'\\xdf'`,
    and `b'\\xde'` to `code32`: the call crossed two of its values."""
    path, patch = PACKER
    crossed = _changes((path, patch.replace("{codes}", "b'\\xdf', b'\\xde'")))
    assert dict(reordered_lines(crossed)) == {("pack.py", 29): 2}
    assert not reordered_lines(_changes((path, patch.replace("{codes}", "b'\\xde', b'\\xdf'"))))  # as it was


HUE = (  # two copies of the hue's code folded into a helper taking the maximum and the spread
    "src/utils.rs",
    "@@ -10,14 +10,18 @@ fn clamp(x: f32) -> f32 {\n }\n \n"
    "+fn hue(r: f32, g: f32, max: f32, delta: f32) -> f32 {\n+    let dr = (max - r) / delta;\n"
    "+    let dg = (max - g) / delta;\n+    (dr - dg) * 60.0\n+}\n+\n"
    " fn to_hsl(r: f32, g: f32) -> [f32; 2] {\n     let max = r.max(g);\n     let d = max - r.min(g);\n"
    "-    let dr = (max - r) / d;\n-    let dg = (max - g) / d;\n-    [(dr - dg) * 60.0, max]\n"
    "+    [hue(r, g, {args}), max]\n }\n",
)


def test_a_call_crossing_two_names_the_removed_code_bound_to_the_helpers_parameters_slipped() -> None:
    path, patch = HUE
    assert dict(reordered_lines(_changes((path, patch.replace("{args}", "d, max"))))) == {("src/utils.rs", 21): 2}
    assert not reordered_lines(_changes((path, patch.replace("{args}", "max, d"))))  # as the removed code had them
    both = patch.replace("{args}", "d, max), hue(r, g, max, d")  # the run hands them both ways: meant
    assert not reordered_lines(_changes((path, both)))


def test_a_php_helpers_parameters_are_bound_through_their_dollar_names() -> None:
    patch = (
        "@@ -1,4 +1,8 @@\n+function fee($amount, $rate, $days) {\n+    $t = $amount * $rate + $days;\n"
        "+    return round($t, 2);\n+}\n+\n function a() {\n-    $t = $total * $r + $n;\n-    return round($t, 2);\n"
        "+    return fee({args});\n }\n"
    )
    crossed = _changes(("src/Fee.php", patch.replace("{args}", "$r, $total, $n")))
    assert dict(reordered_lines(crossed)) == {("src/Fee.php", 7): 2}
    assert not reordered_lines(_changes(("src/Fee.php", patch.replace("{args}", "$total, $r, $n"))))


def test_a_helper_whose_parameters_run_on_to_a_second_line_is_read_whole() -> None:
    patch = (
        "@@ -96,10 +96,16 @@ public class Slerp {\n     }\n \n"
        "+    private Quaternion combine(double fStart,\n+                               double fEnd) {\n"
        "+        return Quaternion.of(fStart * start.getW() + fEnd * end.getW(),\n"
        "+                             fStart * start.getX() + fEnd * end.getX());\n+    }\n+\n"
        "     public Quaternion apply(double t) {\n"
        "-        return Quaternion.of(f1 * start.getW() + f2 * end.getW(),\n"
        "-                             f1 * start.getX() + f2 * end.getX());\n"
        "+        return combine({args});\n     }\n"
    )
    path = "src/main/java/org/example/Slerp.java"
    assert dict(reordered_lines(_changes((path, patch.replace("{args}", "f2, f1"))))) == {(path, 105): 2}
    assert not reordered_lines(_changes((path, patch.replace("{args}", "f1, f2"))))


def test_a_call_naming_each_parameter_it_hands_is_right_where_the_helpers_body_turned_them() -> None:
    patch = (
        "@@ -20,8 +20,12 @@ pub struct Quote {\n }\n \n"
        "+fn assess(typical: f64, rough_ct: f64, cut_ct: f64) -> (f64, bool) {\n"
        "+    let recovery = recovery_percent(cut_ct, rough_ct);\n+    (recovery, recovery < typical)\n+}\n+\n"
        " impl Job {\n     pub fn quote(&self) -> Quote {\n"
        "-        let recovery = recovery_percent(self.rough_ct, estimated);\n"
        "+        let (recovery, poor) = assess(self.typical, self.rough_ct, estimated);\n"
        "         Quote { recovery, poor }\n"
    )
    assert not reordered_lines(_changes(("src/job.rs", patch)))  # `rough_ct` is handed `self.rough_ct`


DAIRY = {
    "dairy/__init__.py": "",
    "dairy/cow.py": (
        "class Cow:\n"
        "    def __init__(self, name, calved_on):\n"
        "        self.name = name\n"
        "        self.calved_on = calved_on\n\n"
        "    def days_in_milk(self, on):\n"
        "        if self.calved_on is None:\n"
        "            return None\n"
        "        return (on - self.calved_on).days\n"
    ),
    "tests/__init__.py": "",
    "tests/test_cow.py": (
        "import unittest\nfrom datetime import date\n\nfrom dairy.cow import Cow\n\n\n"
        "class CowTest(unittest.TestCase):\n"
        "    def test_days_in_milk(self):\n"
        "        self.assertEqual(Cow('Daisy', date(2023, 5, 1)).days_in_milk(date(2023, 6, 26)), 56)\n"
    ),
}
REFACTORED = {
    "dairy/dates.py": "def days_between(start, end):\n    return (end - start).days\n",
    "dairy/cow.py": (  # a label for the parlour board beside the refactor; the call hands its dates turned round
        "from dairy.dates import days_between\n\n\n"
        "class Cow:\n"
        "    def __init__(self, name, calved_on):\n"
        "        self.name = name\n"
        "        self.calved_on = calved_on\n\n"
        "    def label(self):\n"
        "        return f'{self.name.upper():<10}'\n\n"
        "    def days_in_milk(self, on):\n"
        "        if self.calved_on is None:\n"
        "            return None\n"
        "        return days_between(on, self.calved_on)\n"
    ),
}


def test_the_turned_call_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    message = "AssertionError: -56 != 56"
    failure = Failure(message, "unittest", "tests.test_cow.CowTest.test_days_in_milk", "tests/test_cow.py", 9, None)
    d = _diagnose(make_repo, git, DAIRY, REFACTORED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("dairy/cow.py", 15)
    assert "with two of them swapped" in d.conclusion  # slips.WHERE[ORDER]
