"""Which failure the offline model diagnoses first: the unit test of a changed source file, and of several, the
deepest unit, the one the other failing units' changed code reaches."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.unit import unit_of_change


def _changes(*paths: str) -> ChangeSet:
    return ChangeSet(
        tuple(FileChange(p, "modified", added=1, deleted=1, patch="@@ -1 +1 @@\n-a\n+b\n") for p in paths),
        "main",
        "base",
    )


def test_the_unit_test_of_a_changed_file_is_diagnosed_before_a_wider_test_that_failed_first() -> None:
    wide = Failure("got 229, want 215", "rspec", "wrapper colours by hex", "spec/integration/rainbow_spec.rb", 51)
    unit = Failure("got 221, want 222", "rspec", "Color.build hex gives r", "spec/unit/color_spec.rb", 54)
    changes = _changes("lib/rainbow/color.rb", "lib/rainbow/presenter.rb")
    assert unit_of_change((wide, unit), changes) == unit
    for test_file, source in [("tests/TallyTest.php", "src/Tally.php"), ("src/calc.test.ts", "src/calc.ts"),
                              ("test/test_units.py", "pkg/units.py"), ("pad_test.go", "pad.go")]:  # fmt: skip
        named = Failure("x", "any", "t", test_file, 3)
        assert unit_of_change((wide, named), _changes(source)) == named
    assert unit_of_change((wide, unit), _changes("lib/rainbow/presenter.rb")) is None  # no test named for it
    assert unit_of_change((wide, unit), None) is None
    for test_file, source in [("tests/testing.py", "src/ing.py"), ("tests/contest.py", "src/con.py")]:  # no marks
        assert unit_of_change((wide, Failure("x", "any", "t", test_file, 3)), _changes(source)) is None
    untold = Failure("got 221, want 222", "rspec", None, "spec/unit/color_spec.rb", 54)  # no test named
    assert unit_of_change((wide, untold), changes) is None


def test_a_first_failure_located_in_source_code_is_kept_before_a_unit_test() -> None:
    # java's DateTimeException raised at PeakDays.java:31 says where; the unit test's assertion says only its values
    raised = Failure("DateTimeException: Invalid value", "junit", "opensOnSunday", "src/PeakDays.java", 31)
    unit = Failure("expected: <2026-03-15> but was: <2026-03-14>", "junit", "mothersDay", "src/PeakDaysTest.java", 13)
    changes = _changes("src/PeakDays.java")
    assert unit_of_change((raised, unit), changes) is None
    wide = Failure("expected: <1> but was: <2>", "junit", "delivers", "src/DeliveryTest.java", 20)
    assert unit_of_change((wide, unit), changes) == unit  # a first failure located in a test gives way


def _patched(*files: tuple[str, str]) -> ChangeSet:
    """A branch changing each file to the new side given (its lines added)."""
    made = []
    for path, code in files:
        lines = code.splitlines()
        patch = f"@@ -1,0 +1,{len(lines)} @@\n" + "".join(f"+{line}\n" for line in lines)
        made.append(FileChange(path, "modified", added=len(lines), patch=patch))
    return ChangeSet(tuple(made), "main", "base")


def _failing(*tests: str) -> tuple[Failure, ...]:
    return tuple(Failure("Failed asserting that 7200 is identical to 5400.", "phpunit", t, t, 20) for t in tests)


NIGHT = (
    ("src/Race/ResultSheet.php", "        $velocity = Velocity::yardsPerMinute($yards, $from, $to, $this->night);"),
    ("src/Race/Velocity.php", "        return $yards / FlyingTime::minutes($liberated, $arrived, $night);"),
    ("src/Timing/FlyingTime.php", "        return $to - $from - ($night ?? NightRule::standard())->dark($from, $to);"),
    (
        "src/Timing/NightRule.php",
        "        $dawn = $dusk->modify('+1 day')->setTime($this->untilHour, $this->fromMinute);",
    ),
)


def test_of_several_failing_units_the_one_the_others_reach_is_diagnosed() -> None:
    failures = _failing("tests/Race/ResultSheetTest.php", "tests/Timing/FlyingTimeTest.php", "tests/NightRuleTest.php")
    assert unit_of_change(failures, _patched(*NIGHT)) == failures[2]  # through Velocity, which no test names


def test_units_none_of_which_reaches_another_keep_the_first() -> None:
    failures = _failing("tests/Race/ResultSheetTest.php", "tests/NightRuleTest.php")
    apart = _patched(("src/Race/ResultSheet.php", "        return $rows;"), NIGHT[3])
    assert unit_of_change(failures, apart) == failures[0]


def test_a_plain_word_stem_names_its_file_only_on_an_import_line() -> None:
    failures = _failing("test/report.test.js", "test/part.test.js")
    variable = _patched(("src/report.js", "  const part = parts[0];"), ("src/part.js", "  return bend(sheet);"))
    assert unit_of_change(failures, variable) == failures[0]  # `part` there is a variable, not part.js
    imported = _patched(("src/report.js", 'import { bend } from "./part.js";'), ("src/part.js", "  return bend(s);"))
    assert unit_of_change(failures, imported) == failures[1]


def test_a_file_named_in_a_comment_or_a_string_is_not_reached() -> None:
    failures = _failing("tests/Race/ResultSheetTest.php", "tests/NightRuleTest.php")
    said = _patched(
        ("src/Race/ResultSheet.php", "        // darkness comes from NightRule\n        $title = 'NightRule';"),
        NIGHT[3],
    )
    assert unit_of_change(failures, said) == failures[0]
