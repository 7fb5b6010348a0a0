"""What the offline model reads in the log: the innermost repository frame, also in a Windows runner's stack."""

from __future__ import annotations

from pathlib import Path

from diagbot.changes import ChangeSet, FileChange
from diagbot.gitinfo import RepoFacts
from diagbot.logs.extract import digest_log
from diagbot.logs.types import Failure, LogDigest
from diagbot.offline.log import innermost_frame

# real frames of a node crash on a GitHub Windows runner (tests/fixtures/logs/README.md says where)
NODE_ON_WINDOWS = (
    "    at Object.openSync (fs.js:497:3)\n"
    "    at readFile (D:\\a\\rust\\rust\\src\\tools\\rustdoc-js\\tester.js:181:15)\n"
    "    at load_files (D:\\a\\rust\\rust\\src\\tools\\rustdoc-js\\tester.js:391:20)\n"
)
PYTHON_ON_WINDOWS = (
    'Traceback (most recent call last):\n  File "D:\\a\\edgetest\\edgetest\\edgetest\\core.py", line 171, in setup\n'
    '    _run_command(\n  File "D:\\a\\edgetest\\edgetest\\edgetest\\utils.py", line 46, in _run_command\n'
)


def _digest(tmp_path: Path, text: str) -> LogDigest:
    (tmp_path / "job.log").write_text(text)
    return digest_log(tmp_path / "job.log")


def test_a_node_frame_on_a_windows_runner_is_read_as_a_repository_path(tmp_path: Path) -> None:
    assert innermost_frame(_digest(tmp_path, NODE_ON_WINDOWS), None) == ("src/tools/rustdoc-js/tester.js", 181)


def test_a_python_frame_on_a_windows_runner_is_read_as_a_repository_path(tmp_path: Path) -> None:
    assert innermost_frame(_digest(tmp_path, PYTHON_ON_WINDOWS), None) == ("edgetest/utils.py", 46)


def test_a_frame_under_the_checkout_of_a_run_on_windows_is_made_relative(tmp_path: Path) -> None:
    digest = _digest(tmp_path, "Error: boom\n    at total (C:\\work\\shop\\src\\cart.js:12:5)\n")
    assert innermost_frame(digest, RepoFacts("C:\\work\\shop")) == ("src/cart.js", 12)


def test_a_frame_outside_the_checkout_on_another_drive_is_not_the_repositorys(tmp_path: Path) -> None:
    digest = _digest(tmp_path, "    at run (C:\\hostedtoolcache\\windows\\node\\20.1.0\\x64\\lib\\runner.js:9:1)\n")
    assert innermost_frame(digest, None) is None


# frames of node's uncaught AssertionError from a real run (bench/cases/js-tinycolor/failure.log): file:// URLs,
# the innermost frame inside a vendored assertion module
NODE_FILE_URLS = (
    "AssertionError: HSL Object\n"
    "    at assertEquals (file:///work/colors/deno_asserts@0.168.0.mjs:480:11)\n"
    "    at Object.fn (file:///work/colors/esm/test.js:962:5)\n"
    "    at runDenoTests (file:///work/colors/esm/test.js:17:16)\n"
)


def test_a_file_url_frame_is_read_as_a_path_under_the_checkout(tmp_path: Path) -> None:
    digest = _digest(tmp_path, NODE_FILE_URLS.replace("assertEquals", "parseColor"))
    assert innermost_frame(digest, RepoFacts("/work/colors")) == ("deno_asserts@0.168.0.mjs", 480)


def test_the_frame_of_an_assertion_helper_gives_way_to_its_caller(tmp_path: Path) -> None:
    assert innermost_frame(_digest(tmp_path, NODE_FILE_URLS), RepoFacts("/work/colors")) == ("esm/test.js", 962)


def test_a_python_assertion_helper_frame_gives_way_to_the_test_that_called_it(tmp_path: Path) -> None:
    trace = (
        "Traceback (most recent call last):\n"
        '  File "tests/test_units.py", line 12, in test_feet\n    assert_close(to_feet(3), 9.84)\n'
        '  File "tests/helpers.py", line 4, in assert_close\n    assert abs(a - b) < 0.01\n'
        "AssertionError\n"
    )
    assert innermost_frame(_digest(tmp_path, trace), None) == ("tests/test_units.py", 12)


def test_only_assertion_helper_frames_still_give_the_innermost(tmp_path: Path) -> None:
    trace = '  File "tests/helpers.py", line 4, in assert_close\n    assert abs(a - b) < 0.01\nAssertionError\n'
    assert innermost_frame(_digest(tmp_path, trace), None) == ("tests/helpers.py", 4)


def test_a_jvm_frame_of_the_test_framework_is_not_the_repositorys(tmp_path: Path) -> None:
    # real frames of a JUnit 5 failure under Maven surefire (bench/cases/java-loans/failure.log)
    trace = (
        "org.opentest4j.AssertionFailedError: expected: <1013.37> but was: <75000.00>\n"
        "\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n"
        "\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)\n"
        "\tat com.example.loans.PaymentCalculatorTest.thirtyYearMortgage(PaymentCalculatorTest.java:15)\n"
        "\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)\n"
    )
    assert innermost_frame(_digest(tmp_path, trace), None) == ("PaymentCalculatorTest.java", 15)


BENCH = Path(__file__).resolve().parents[2] / "bench" / "cases"


def test_another_failing_tests_own_line_is_no_frame_of_the_diagnosed_failure() -> None:
    from diagbot.offline.provider import _pick_failure

    digest = digest_log(BENCH / "py-brewday" / "failure.log")  # two unittest failures, each in its own test file
    repo = RepoFacts("/tmp/diagbot-cases/py-brewday")  # where the log was made
    picked = _pick_failure(digest)
    assert picked is not None
    assert picked.test == "tests.test_recipe.RecipeTest.test_from_us"
    assert innermost_frame(digest, repo) == ("tests/test_sheet.py", 25)  # the other test's failing line
    assert innermost_frame(digest, repo, picked) == ("tests/test_recipe.py", 17)  # its own test's line


def test_another_failures_frame_in_the_code_both_reach_is_kept() -> None:
    from diagbot.offline.provider import _pick_failure

    digest = digest_log(BENCH / "py-csvstats" / "failure.log")  # test_render fails; another test's IndexError
    picked = _pick_failure(digest)
    assert picked is not None
    assert picked.test == "test_render"
    assert innermost_frame(digest, None, picked) == ("src/csvstats/stats.py", 29)  # raised in the code under test


WEEK_PATCH = (
    "@@ -15,2 +15,5 @@ function packingPlan(households, stockCounts) {\n     const lines = parcelFor(household);\n"
    "+    if (household.children > 0) {\n+      lines.push(...scaleItems(CHILD_EXTRAS, household.children));\n+    }\n"
    "     parcels.push({ ref: household.ref, people: household.people, lines });\n"
)


def _facts(root: str, *files: tuple[str, str]) -> RepoFacts:
    changed = tuple(FileChange(p, "modified", added=3, deleted=0, patch=patch) for p, patch in files)
    return RepoFacts(root, changes=ChangeSet(changed, "main", "base"))


def test_an_outer_frame_at_a_changed_line_is_taken_over_an_innermost_one_the_branch_kept() -> None:
    # node:test's YAML stack (no `at`): scaleItems (lib/parcels.js:31, kept) <- packingPlan (lib/week.js:17, added)
    digest = digest_log(Path(__file__).parents[1] / "fixtures" / "logs" / "node-test-stack.log")
    root = "/tmp/diagbot-cases/js-foodbank"
    assert innermost_frame(digest, RepoFacts(root)) == ("lib/parcels.js", 31)
    assert innermost_frame(digest, _facts(root, ("lib/week.js", WEEK_PATCH))) == ("lib/week.js", 17)
    parcels = "@@ -30,1 +30,2 @@\n-function scale(lines, people) {\n+function scaleItems(people, lines) {\n"
    parcels += "+  return 1;\n"
    kept = _facts(root, ("lib/week.js", WEEK_PATCH), ("lib/parcels.js", parcels))
    assert innermost_frame(digest, kept) == ("lib/parcels.js", 31)  # its own line changed: where it broke


def test_the_plan_reads_the_change_at_an_outer_frame_before_anything_else_it_would_look_for() -> None:
    from diagbot.offline.findings import Findings
    from diagbot.offline.read_change import read_frame_change

    failure = Failure("TypeError: lines.map is not a function", "node-test", "packs", "lib/parcels.js", 31)
    changes = _facts("/w", ("lib/week.js", WEEK_PATCH)).changes
    step = read_frame_change(Findings(failure, ("lib/week.js", 17), changes=changes))
    assert step is not None
    assert (step[0], step[1]["path"], step[1]["_near"]) == ("diff", "lib/week.js", 17)
    assert read_frame_change(Findings(failure, ("lib/week.js", 15), changes=changes)) is None  # a kept line
    at_failure = Failure("TypeError: x", "node-test", "packs", "lib/week.js", 17)
    step = read_frame_change(Findings(at_failure, ("lib/week.js", 17), changes=changes))  # where it broke: changed
    assert step is not None
    assert (step[1]["path"], step[1]["_near"]) == ("lib/week.js", 17)


def test_a_jvm_frames_bare_file_name_is_read_as_the_changed_file_of_that_name() -> None:
    # JUnit under surefire: `at org.example.chordsheet.Capo.positions(Capo.java:31)`, a frame naming the class's
    # file only; the branch changed src/main/java/.../Capo.java at that line, a path the tools can read
    digest = digest_log(BENCH / "java-chordsheet" / "failure.log")
    capo = "src/main/java/org/example/chordsheet/Capo.java"
    added = "@@ -0,0 +1,40 @@\n" + "".join(f"+line {n}\n" for n in range(1, 41))
    frame = innermost_frame(digest, _facts("/tmp/diagbot-cases/java-chordsheet", (capo, added)))
    assert frame == (capo, 31)
    notes = "docs/Capo.java"  # two changed files of that name: neither is the frame's for certain
    assert innermost_frame(digest, _facts("/x", (capo, added), (notes, added))) == ("Capo.java", 31)


def test_an_outer_changed_frame_is_taken_from_the_diagnosed_failures_own_stack_only() -> None:
    # six JUnit tests crash in Note.name (Note.java:80, kept); only CapoTest's stack passes through the branch's
    # new Capo.java (line 31): it is no outer frame of ChordTest's failure, whose stack never reaches it
    digest = digest_log(BENCH / "java-chordsheet" / "failure.log")
    capo = "src/main/java/org/example/chordsheet/Capo.java"
    added = "@@ -0,0 +1,40 @@\n" + "".join(f"+line {n}\n" for n in range(1, 41))
    facts = _facts("/tmp/diagbot-cases/java-chordsheet", (capo, added))
    chord, capo_test = digest.failures[0], digest.failures[1]
    assert chord.test == "org.example.chordsheet.ChordTest.transposesDownAcrossC"
    assert innermost_frame(digest, facts, chord) == ("org/example/chordsheet/Note.java", 80)
    assert capo_test.test == "org.example.chordsheet.CapoTest.flatKeysGoUpFromOpenShapes"
    assert innermost_frame(digest, facts, capo_test) == (capo, 31)


def test_a_trace_of_bare_path_lines_gives_the_frame_its_parser_took() -> None:
    """PHPUnit's trace is `path:line` lines, no `at` nor `File`: the innermost frame is the one its parser took."""
    digest = digest_log(Path(__file__).parents[1] / "fixtures" / "logs" / "phpunit-trace.log")
    assert innermost_frame(digest, None, digest.failures[0]) == ("src/Kennel.php", 19)
    assert innermost_frame(digest, None) is None  # no failure to take it from: no frame is guessed
