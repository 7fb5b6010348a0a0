"""A cut file shows a later hunk that defines a function the shown added lines, or the failing test's own line, call:
past a first hunk and a long unrelated one, the reader is shown where the changed call goes."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from diagbot.gitinfo import ChangeSet, FileChange, RepoFacts
from diagbot.logs.types import Failure, LogDigest
from diagbot.prompt_called import LATER_FILES, LATER_LINES, failing_calls, fit_called
from diagbot.prompt_diff import changes_section

REPORT = FileChange(
    "src/Report.php",
    "modified",
    added=2,
    patch="@@ -1,0 +1,2 @@\n+$early = $this->log->lossesWithin(48);\n+$late = count($all) - count($early);\n",
)
FILLER = "".join(f"+    private int $field{i} = {i};\n" for i in range(60))
DEFINES = (
    "+    public function lossesWithin(int $hours): array\n+    {\n+        return $this->older($hours);\n+    }\n"
)
LOG = FileChange(
    "src/Log.php",
    "modified",
    added=67,
    patch=f"@@ -1,0 +1,3 @@\n+final class Log\n+{{\n+    private array $dead = [];\n"
    f"@@ -10,0 +14,60 @@\n{FILLER}@@ -40,0 +104,4 @@\n{DEFINES}",
)
OTHER = FileChange("src/Pens.php", "modified", added=30, patch="@@ -1,0 +1,30 @@\n" + "+$pen = 1;\n" * 30)


def _section(files: list[FileChange], budget: int, root: str = "/r", failures: tuple[Failure, ...] = ()) -> str:
    repo = RepoFacts(root, "ab", "feature", ChangeSet(tuple(files), "main", "GITHUB_BASE_REF"))
    return changes_section(repo, LogDigest("", failures), budget)


def test_a_later_hunk_defining_a_function_a_shown_line_calls_is_shown_after_the_cut():
    section = _section([REPORT, LOG, OTHER], budget=2000)
    head = re.search(
        r"#### modified src/Log.php \+67 -0 \(diff lines 1-(\d+) and 66-70 of 70; (\d+)-65 not shown;", section
    )
    assert head
    assert int(head[2]) == int(head[1]) + 1
    assert (
        f":     diff lines {head[2]}-65 not shown\n@@ -40,0 +104,4 @@\n  104 +    public function lossesWithin("
        in section
    )
    assert f"- modified src/Log.php +67 -0 (hunks below: diff lines 1-{head[1]} and 66-70 of 70)" in section


def test_no_later_hunk_when_no_shown_line_calls_what_it_defines():
    quiet = FileChange("src/Report.php", "modified", added=1, patch="@@ -1,0 +1,1 @@\n+$late = 3;\n")
    section = _section([quiet, LOG, OTHER], budget=2000)
    assert "public function lossesWithin" not in section
    assert " and 66-70 of 70" not in section


def test_a_less_relevant_source_file_gives_its_room_whole_rather_than_a_sliver():
    pens = FileChange("src/Pens.php", "modified", added=6, patch="@@ -1,0 +1,6 @@\n" + "+$pen = 1;\n" * 6)
    section = _section([REPORT, LOG, pens], budget=1000)
    assert " and 66-70 of 70" in section
    assert "- modified src/Pens.php +6 -0 (not shown)" in section
    assert "#### modified src/Pens.php" not in section


def test_a_function_the_failing_tests_line_calls_is_wanted(tmp_path: Path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests/ReportTest.php").write_text("<?php\n$this->assertSame(3, $log->lossesWithin(48));\n")
    failure = Failure("Failed asserting that 4 is identical to 3.", "phpunit", "t", "tests/ReportTest.php", 2)
    assert failing_calls(str(tmp_path), [failure]) >= {"lossesWithin", "assertSame"}
    quiet = FileChange("src/Report.php", "modified", added=1, patch="@@ -1,0 +1,1 @@\n+$late = 3;\n")
    section = _section([quiet, LOG, OTHER], 2000, str(tmp_path), (failure,))
    assert "  104 +    public function lossesWithin(" in section
    outside = Failure("boom", "phpunit", "t", "../../etc/passwd", 1)
    assert failing_calls(str(tmp_path), [outside]) == frozenset()


def test_a_file_cut_inside_a_function_a_shown_line_calls_is_shown_to_that_hunks_end():
    body = "".join(f"+    x{i} = ratio * {i}\n" for i in range(20))
    hue = FileChange("src/hue.py", "added", added=21, patch=f"@@ -0,0 +1,21 @@\n+def hue(ratio):\n{body}")
    caller = FileChange("src/hsv.py", "modified", added=1, patch="@@ -1,0 +1,1 @@\n+h = hue(r / 255)\n")
    shown = fit_called([caller, hue, OTHER], 900)
    assert len(shown["src/hue.py"].lines) == 22
    assert not shown["src/hue.py"].cut
    assert "src/Pens.php" not in shown or len(shown["src/Pens.php"].lines) < 31


def test_a_ruby_tests_method_called_without_brackets_is_wanted_and_a_python_attribute_is_not(tmp_path: Path):
    (tmp_path / "spec").mkdir()
    (tmp_path / "spec/course_spec.rb").write_text(
        "it 'waits' do\n  expect(course.harvest_allowed_from).to eq(day)\nend\n"
    )
    (tmp_path / "test_course.py").write_text("def test_waits():\n    assert course.harvest_allowed_from == day\n")
    ruby = Failure("expected: day", "rspec", "waits", "spec/course_spec.rb", 2)
    python = Failure("assert 1 == 2", "pytest", "test_waits", "test_course.py", 2)
    assert "harvest_allowed_from" in failing_calls(str(tmp_path), [ruby])
    assert "harvest_allowed_from" not in failing_calls(str(tmp_path), [python])


def test_a_later_hunk_longer_than_the_limit_is_not_shown():
    assert LOG.patch
    longer = LOG.patch.replace("+    {\n+        return", "+    {\n" + "+\n" * LATER_LINES + "+        return")
    longer = longer.replace("+104,4 @@", f"+104,{4 + LATER_LINES} @@")  # its hunk one line over the limit
    line = "+$pens[] = new Pen($number, $capacity, $straw, $water, $heatLamp, $feeder, $notes, $ewe, $lambs);\n"
    pens = FileChange("src/Pens.php", "modified", added=120, patch="@@ -1,0 +1,120 @@\n" + line * 120)  # room to give
    shown = fit_called([REPORT, replace(LOG, patch=longer, added=LOG.added + LATER_LINES), pens], 2000)
    assert shown["src/Log.php"].extra == ()
    assert "src/Pens.php" in shown
    assert fit_called([REPORT, LOG, pens], 2000)["src/Log.php"].extra != ()


def test_at_most_later_files_files_show_a_later_hunk():
    logs = [replace(LOG, path=f"src/Log{i}.php") for i in range(LATER_FILES + 1)]
    pens = FileChange("src/Pens.php", "modified", added=120, patch="@@ -1,0 +1,120 @@\n" + "+$pen = 1;\n" * 120)
    shown = fit_called([REPORT, *logs, pens], 2000)  # each log cut after its first hunk or in its filler
    assert [p for p, s in shown.items() if s.extra] == [f"src/Log{i}.php" for i in range(LATER_FILES)]
