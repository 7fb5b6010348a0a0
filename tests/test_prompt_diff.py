"""prompt_diff: the question's Changes section, its order of relevance and its budget."""

from __future__ import annotations

import pytest

from diagbot.changes import words_only
from diagbot.gitinfo import LAST_COMMIT, ChangeSet, FileChange, RepoFacts
from diagbot.logs.types import Failure, LogDigest
from diagbot.prompt_diff import changes_section


def _change(path: str, lines: int = 3, **kw) -> FileChange:
    body = "".join(f"+line {i} of {path}\n" for i in range(1, lines + 1))
    return FileChange(path, "added", added=lines, patch=f"@@ -0,0 +1,{lines} @@\n{body}", **kw)


NO_LOG = LogDigest("")


def _section(files, digest=NO_LOG, budget=6000, **changes) -> str:
    base, source = changes.pop("base", "main"), changes.pop("source", "GITHUB_BASE_REF")
    repo = RepoFacts("/r", "ab", "feature", ChangeSet(tuple(files), base, source, **changes))
    return changes_section(repo, digest, budget)


def _listed(section: str) -> list[str]:
    return [line.split(" ")[2] for line in section.splitlines() if line.startswith("- ")]


def test_files_named_by_a_failure_or_a_frame_come_first_then_source_tests_and_the_rest():
    files = [
        _change(p) for p in ("README.md", "tests/test_a.py", "src/b.py", "package-lock.json", "src/a.py", "lib/c.py")
    ]
    failure = Failure("boom", "pytest", "t", "lib/c.py", 3)
    digest = LogDigest('  File "/home/runner/work/x/x/src/a.py", line 9, in f', (failure,))
    assert _listed(_section(files, digest)) == [
        "src/a.py",
        "lib/c.py",
        "src/b.py",
        "tests/test_a.py",
        "README.md",
        "package-lock.json",
    ]


def test_a_warnings_place_names_no_file():
    files = [_change("src/a.py"), _change("src/b.py"), _change("src/c.c")]
    excerpt = (
        "/home/runner/work/x/x/src/b.py:148: DeprecationWarning: encrypt is deprecated\n"
        "src/c.c:3:5: warning: unused variable 'n' [-Wunused-variable]\n"
        '  File "/home/runner/work/x/x/src/a.py", line 9, in f'
    )
    section = _section(files, LogDigest(excerpt, (Failure("boom", "pytest", "t", "tests/t.py", 3),)))
    assert [line for line in section.splitlines() if "named in the log" in line] == [
        "- added src/a.py +3 -0 (named in the log; hunks below)"
    ]


def test_a_place_on_its_own_line_names_its_file_under_an_error_or_a_lint_finding_not_a_warning():
    files = [_change(p) for p in ("src/lib.rs", "src/emitter.rs", "src/yaml.rs", "src/scalar.rs", "src/lint.py")]
    excerpt = (  # the first warning's `warning:` line cut from the excerpt: its place alone is left
        "   : lines 1-22 omitted\n"
        " 23|  --> src/lib.rs:40:13\n 24|   |\n 25|\n"
        " 26|warning: panic message is not a string literal\n 27|   --> src/emitter.rs:369:30\n 28|    |\n 29|\n"
        " 30|error[E0308]: mismatched types\n 31|  --> src/scalar.rs:25:9\n 32|   |\n 33|\n"
        " 34|F401 [*] `os` imported but unused\n 35| --> src/lint.py:1:8\n 36|  |\n"  # ruff's full format
    )
    failure = Failure("assertion `left == right` failed", "cargo", "t", "src/yaml.rs", 499)
    section = _section(files, LogDigest(excerpt, (failure,)))
    assert [line.split()[2] for line in section.splitlines() if "named in the log" in line] == [
        "src/yaml.rs",
        "src/scalar.rs",
        "src/lint.py",
    ]


def _added(path: str, *lines: str) -> FileChange:
    """A change adding `lines` at the top of `path`."""
    body = "".join(f"+{line}\n" for line in lines)
    return FileChange(path, "modified", added=len(lines), patch=f"@@ -1,0 +1,{len(lines)} @@\n{body}")


def test_source_sharing_the_failures_words_comes_before_the_named_test_and_other_source():
    code = _added
    files = [
        code("src/banner.py", "def render_banner():", "    return 'welcome'"),
        code("src/billing.py", "def monthly_total(items):", "    return round(sum(items), 1)"),
        code("src/rates.py", "CURRENCY_RATES = {'EUR': 1.0}"),
        code("tests/test_billing.py", "def test_monthly_total_rounds_half_up():", "    assert monthly_total([1]) == 1"),
    ]
    failures = (
        Failure("assert 1150 == 1149", "pytest", "test_monthly_total_rounds_half_up", "tests/test_billing.py", 2),
        Failure("KeyError: 'currency'", "pytest", "test_converts", "tests/test_convert.py", 9),
    )
    section = _section(files, LogDigest("", failures))
    assert _listed(section) == ["src/billing.py", "src/rates.py", "tests/test_billing.py", "src/banner.py"]
    said = "- modified src/billing.py +2 -0 (its new code shares `monthly`, `rounds`, `total` with the failure; hunks"
    assert said in section
    assert "- modified src/rates.py +1 -0 (its new code shares `currency` with the failure; hunks below)" in section
    assert "- modified src/banner.py +2 -0 (hunks below)" in section  # shares none: after the named test


def test_source_whose_new_code_has_a_name_the_failure_quotes_as_it_is_comes_before_the_source_sharing_words():
    code = _added
    files = [
        code("src/pricing.ts", "export function price(b: Booking): number {", "  return hourly(b.craft, b.party);"),
        code("src/types.ts", "export interface Booking {", "  craftID: string;", "  party: number;"),
        code("src/format.ts", "export const crafty = (n: number) => `${n} craft`;"),
    ]
    message = "TS2551: Property 'craftId' does not exist on type 'Booking'. Did you mean 'craftID'?"
    section = _section(files, LogDigest("", (Failure(message, "tsc", None, "src/report.ts", 16),)))
    assert _listed(section)[0] == "src/types.ts"
    assert "- modified src/types.ts +3 -0 (its new code has `craftID`, as the failure names it; hunks below)" in section


def test_a_dotted_test_names_package_and_an_exceptions_words_relate_no_change():
    def code(path: str, line: str) -> FileChange:
        return FileChange(path, "modified", added=1, patch=f"@@ -1,0 +1,1 @@\n+{line}\n")

    files = [
        code("src/main/java/com/example/toll/Errors.java", "class AssertionErrors extends Example {}"),
        code("src/main/java/com/example/toll/Axles.java", "static final int HEAVY_AXLES = 3;"),
    ]
    failure = Failure(
        "org.opentest4j.AssertionFailedError: expected: <1200>", "junit", "com.example.toll.TollTest.threeAxlesAreHeavy"
    )
    section = _section(files, LogDigest("", (failure,)))
    assert "Axles.java +1 -0 (its new code shares `axles`, `heavy` with the failure" in section
    assert "Errors.java +1 -0 (hunks below)" in section


@pytest.mark.parametrize(
    "test",
    [
        "Clubhouse\\Dinghy\\Tests\\FeesTest::testThreeAxlesAreHeavy",  # PHPUnit: namespace, class, method
        "clubhouse::dinghy::tests::three_axles_are_heavy",  # a Rust test's module path
        "tests/clubhouse/dinghy_test.py::TestFees::test_three_axles_are_heavy",  # a pytest node id
        "tests/clubhouse/dinghy_test.py::test_fees[three.axles/heavy]",  # its values, though they hold separators
    ],
)
def test_a_test_ids_namespace_and_folders_relate_no_change_whatever_their_separator(test: str) -> None:
    files = [
        FileChange("src/Clubhouse.php", "added", added=1, patch="@@ -0,0 +1,1 @@\n+namespace Clubhouse\\Dinghy;\n"),
        FileChange("src/Axles.php", "modified", added=1, patch="@@ -1,0 +1,1 @@\n+const HEAVY_AXLES = 3;\n"),
    ]
    section = _section(files, LogDigest("", (Failure("Failed asserting that 1 is 2.", "phpunit", test),)))
    assert "Axles.php +1 -0 (its new code shares `axles`, `heavy` with the failure" in section
    assert "Clubhouse.php +1 -0 (hunks below)" in section


def test_lock_vendored_generated_and_minified_files_are_named_only():
    files = [_change(p) for p in ("yarn.lock", "vendor/x/y.go", "api_pb2.py", "static/app.min.js")]
    section = _section(files)
    assert ("```" in section, section.count(": not shown)")) == (False, 4)


def test_hunks_lead_with_their_new_side_line_numbers():
    patch = "@@ -10,3 +10,3 @@ def f():\n a = 1\n-b = 2\n+b = 3\n c = 4\n"
    section = _section([FileChange("src/a.py", "modified", added=1, deleted=1, patch=patch)])
    assert "@@ -10,3 +10,3 @@ def f():\n   10  a = 1\n      -b = 2\n   11 +b = 3\n   12  c = 4\n" in section


def test_hunks_stay_within_the_budget_and_what_did_not_fit_is_listed_with_counts():
    files = [_change(f"src/m{i}.py", lines=40) for i in range(6)]
    section = _section(files, budget=2000)
    hunks = sum(len(line) + 1 for line in section.splitlines() if line[:5].strip().isdigit())
    assert (hunks <= 2000, "- added src/m5.py +40 -0 (not shown)" in section) == (True, True)
    assert section.endswith(
        "Files marked not shown did not fit in the 2000-char budget after the files shown. "
        "Read the hunks not shown here with the diff tool, "
        'e.g. {"path": "src/m0.py", "offset": 17}.'
    )


def test_every_source_file_shows_its_first_hunk_before_a_named_test_fills_the_budget():
    big_test = _change("tests/test_a.py", lines=300)
    source = FileChange(
        "src/b.py", "modified", added=1, deleted=1, patch="@@ -4,3 +4,3 @@\n a\n-b\n+c\n d\n@@ -90 +90 @@\n-x\n+y\n"
    )
    failure = Failure("boom", "pytest", "test_a", "tests/test_a.py", 3)
    section = _section([big_test, source], LogDigest("", (failure,)), budget=3000)
    assert _listed(section) == ["tests/test_a.py", "src/b.py"]
    assert "#### modified src/b.py +1 -1\n" in section  # whole: its last line taken from the test's tail
    assert "```diff\n@@ -4,3 +4,3 @@\n    4  a\n      -b\n    5 +c\n    6  d\n" in section
    assert "- added tests/test_a.py +300 -0 (named in the log; hunks below: diff lines 1-" in section


def test_a_source_file_cut_a_few_lines_before_its_hunk_ends_gets_them_from_a_tests_tail():
    test = _change("tests/test_a.py", lines=20)
    first = "".join(f"+    a{i} = {i}\n" for i in range(3))
    second = "".join(f"+    x{i} = {i}\n" for i in range(40))
    patch = f"@@ -1,0 +1,3 @@\n{first}@@ -50,0 +53,40 @@\n{second}"
    source = FileChange("src/b.py", "modified", added=43, deleted=0, patch=patch)
    failure = Failure("boom", "pytest", "test_a", "tests/test_a.py", 3)
    section = _section([test, source], LogDigest("", (failure,)), budget=1450)
    assert "#### modified src/b.py +43 -0\n" in section  # whole, its hunk's end too
    assert "#### added tests/test_a.py +20 -0 (diff lines 1-14 of 21;" in section  # the test gave up its tail
    far = _section([test, source], LogDigest("", (failure,)), budget=1200)  # 24 lines short: too far from its end
    assert "#### added tests/test_a.py +20 -0\n" in far
    assert "#### modified src/b.py +43 -0 (diff lines 1-21 of 45;" in far


def test_a_source_file_cut_a_few_lines_before_its_hunk_ends_gets_them_from_a_less_relevant_files_tail():
    named, other = _change("src/a.py", lines=30), _change("src/b.py", lines=60)  # no test shown to give room
    failure = Failure("boom", "pytest", "t", "src/a.py", 3)
    section = _section([named, other], LogDigest("", (failure,)), budget=1300)
    assert "#### added src/a.py +30 -0\n" in section  # whole: the log names it
    assert "#### added src/b.py +60 -0 (diff lines 1-14 of 61;" in section  # it gave up lines of its tail
    far = _section([named, other], LogDigest("", (failure,)), budget=1100)  # 12 short; b has 6 above its 12 kept
    assert "#### added src/a.py +30 -0 (diff lines 1-19 of 31;" in far


def test_a_source_file_cut_before_the_function_its_shown_lines_call_is_shown_through_it():
    test = _change("tests/test_quote.py", lines=30)
    calls = "".join(f"+    total_{i} = base * {i}\n" for i in range(8)) + "+    return total_7 + overweight(hire)\n"
    helper = "+def overweight(hire):\n+    over = hire.kg - hire.max_kg\n+    return max(over, 0) * 3\n"
    filler = "".join(f"+    other_{i} = {i}\n" for i in range(30))

    def quote(defines: str) -> FileChange:
        patch = f"@@ -1,0 +1,9 @@\n{calls}@@ -20,0 +29,3 @@\n{defines}@@ -40,0 +52,30 @@\n{filler}"
        return FileChange("src/quote.py", "modified", added=42, deleted=0, patch=patch)

    failure = Failure("boom", "pytest", "test_q", "tests/test_quote.py", 3)
    section = _section([test, quote(helper)], LogDigest("", (failure,)), budget=1000)
    assert "#### modified src/quote.py +42 -0 (diff lines 1-14 of 45;" in section  # through `overweight`, no further
    assert "   31 +    return max(over, 0) * 3\n" in section
    assert "#### added tests/test_quote.py +30 -0 (diff lines 1-12 of 31;" in section  # the test gave up its tail
    other = helper.replace("overweight", "underweight")  # a function the shown lines do not call: cut as before
    apart = _section([test, quote(other)], LogDigest("", (failure,)), budget=1000)
    assert "#### modified src/quote.py +42 -0 (diff lines 1-10 of 45;" in apart
    assert "#### added tests/test_quote.py +30 -0 (diff lines 1-16 of 31;" in apart


def test_a_cut_that_would_show_only_a_hunks_head_and_context_leaves_its_room_to_the_next_file():
    context = "".join(f" context line {i} of the test file\n" for i in range(12))
    first = FileChange("tests/test_a.py", "modified", added=1, patch=f"@@ -1,12 +1,13 @@\n{context}+new check\n")
    second = FileChange("tests/test_b.py", "modified", added=1, patch="@@ -4,1 +4,2 @@\n kept\n+added here\n")
    failures = tuple(Failure("boom", "pytest", name, f"tests/test_{name}.py", 3) for name in ("a", "b"))
    section = _section([first, second], LogDigest("", failures), budget=450)
    assert "- modified tests/test_a.py +1 -0 (named in the log; not shown)" in section  # 10 lines of context only
    assert "- modified tests/test_b.py +1 -0 (named in the log; hunks below)" in section


def test_many_source_files_share_the_budget_and_the_rest_keep_their_counts():
    files = [_change(f"src/m{i}.py", lines=200) for i in range(4)] + [_change("tests/test_m.py", lines=200)]
    section = _section(files, budget=4000)
    assert [line.endswith("of 201)") for line in section.splitlines() if line.startswith("- added src/")] == [True] * 4
    assert "- added tests/test_m.py +200 -0 (not shown)" in section


def test_a_named_source_file_comes_before_a_named_test():
    failures = (Failure("x", "pytest", "t", "tests/test_a.py", 3), Failure("x", "pytest", "t", "src/a.py", 9))
    assert _listed(_section([_change("tests/test_a.py"), _change("src/a.py")], LogDigest("", failures))) == [
        "src/a.py",
        "tests/test_a.py",
    ]


def test_when_every_hunk_is_shown_the_section_says_so_and_invites_no_diff_call():
    section = _section([_change("src/a.py"), _change("tests/test_a.py")])
    assert (section.endswith("The hunks above are every changed file's whole diff."), "diff tool" in section) == (
        True,
        False,
    )


def test_a_lock_file_left_out_is_the_one_the_diff_tool_is_offered_for():
    assert _section([_change("src/a.py"), _change("yarn.lock")]).endswith(
        'with the diff tool, e.g. {"path": "yarn.lock"}.'
    )


def test_a_file_too_big_for_what_is_left_is_cut_at_a_line_and_says_so():
    section = _section([_change("src/big.py", lines=200)], budget=1000)
    assert "- added src/big.py +200 -0 (hunks below: diff lines 1-" in section
    assert "of 201; " in section
    assert 'not shown; read them with the diff tool: {"path": "src/big.py", "offset": ' in section


def test_a_cut_file_names_the_functions_its_lines_not_shown_fall_in():
    first = "".join(f"+    x{i} = {i}\n" for i in range(30))
    later = "".join(f"+    y{i} = {i}\n" for i in range(30))
    patch = (
        f"@@ -1,0 +1,31 @@\n+def load(path):\n{first}"
        f"@@ -50,2 +80,3 @@ def save(path, data):\n     z = 1\n+    w = 2\n     return z\n"
        f"@@ -90,0 +121,31 @@\n+int count(const char *s) {{\n{later}"
        f"@@ -200,0 +252,1 @@ class Store:\n+    size = 0\n"
    )
    change = FileChange("src/store.py", "modified", added=66, patch=patch)
    section = _section([change], budget=500)
    heading = next(line for line in section.splitlines() if line.startswith("#### "))
    assert heading.endswith(
        "not shown, in `load`, `save`, `count`, `Store`; read them with the diff tool: "
        '{"path": "src/store.py", "offset": ' + heading.rpartition('"offset": ')[2]
    )
    unnamed = _section([_change("src/big.py", lines=200)], budget=1000)
    assert "not shown; read them" in unnamed  # no header or definition names one
    calls = "".join(f"+    elif isinstance(v{i}, int):\n+        return hasattr(v{i}, 'x')\n" for i in range(30))
    called = FileChange("src/check.py", "added", added=60, patch=f"@@ -0,0 +1,60 @@\n{calls}")
    only_calls = _section([called], budget=500)
    assert "not shown; read them" in only_calls  # `elif isinstance(`, `return hasattr(` define nothing


def test_a_zero_budget_lists_names_and_counts_only():
    section = _section([_change("src/a.py")], budget=0)
    assert ("```" in section, "- added src/a.py +3 -0 (not shown)" in section) == (False, True)


def test_commits_are_listed_newest_first_with_the_older_counted():
    section = _section([_change("a.py")], commits=("third", "second"), commit_count=25)
    assert "Commits, newest first (25; 23 older not listed):\n- third\n- second\n" in section


def test_each_commit_names_the_changed_files_it_touched_most_relevant_first():
    files = [_change(p) for p in ("README.md", "tests/test_a.py", "src/a.py", *(f"src/{c}.py" for c in "bcdefghi"))]
    touched = (
        ("README.md", "src/a.py", "gone.py"),  # gone.py: changed, then changed back; the diff holds it no more
        ("tests/test_a.py", *(f"src/{c}.py" for c in "bcdefghi")),
    )
    section = _section(files, commits=("docs and a", "many"), commit_count=2, commit_files=touched)
    assert (
        "Commits, newest first (2), each with the changed files it touched:\n"
        "- docs and a (src/a.py, README.md)\n"
        "- many (src/b.py, src/c.py, src/d.py, src/e.py, src/f.py, src/g.py, src/h.py, src/i.py, and 1 more)\n"
    ) in section


def test_renamed_deleted_binary_and_uncommitted_files_say_so():
    files = [
        FileChange("new.py", "renamed", "old.py"),
        FileChange("gone.py", "deleted", deleted=2, patch="@@ -1,2 +0,0 @@\n-a\n-b\n"),
        FileChange("logo.png", "modified", binary=True),
        _change("wip.py", uncommitted=True),
    ]
    listed = [line for line in _section(files).splitlines() if line.startswith("- ")]
    assert listed == [
        "- renamed old.py → new.py +0 -0",
        "- deleted gone.py +0 -2 (hunks below)",
        "- added wip.py (uncommitted) +3 -0 (hunks below)",
        "- modified logo.png (binary) binary",
    ]


def test_the_last_commit_and_uncommitted_work_are_labelled():
    section = _section([_change("a.py", uncommitted=True)], base=LAST_COMMIT)
    assert "in the last commit only (HEAD~1..HEAD; GITHUB_BASE_REF), plus uncommitted changes (marked)." in section


def test_no_file_changed_is_said_plainly():
    assert _section([]).endswith("against main (the pull request's target branch).\nNo file changed.")


def test_an_unknown_diff_is_one_line_with_its_reason():
    repo = RepoFacts("/r", "ab", "f", ChangeSet(unknown="shallow clone: the parent commit is not fetched"))
    section = changes_section(repo, LogDigest(""), 6000)
    assert section == "## Changes\nThe branch's diff: unknown: shallow clone: the parent commit is not fetched."


def test_a_mention_without_a_line_number_is_no_lead():
    files = [_change(p) for p in ("tests/test_money.py", "src/lib.rs", "src/stats.c", "src/tax.py")]
    digest = LogDigest(
        "tests/test_money.py::test_as_cents[0-0] PASSED\n     Running unittests src/lib.rs\n"
        "cc -c src/stats.c -o stats.o\n"
    )
    assert "named in the log" not in _section(files, digest)


def test_a_named_test_comes_after_a_named_source_file():
    files = [_change(p, lines=15) for p in ("tests/test_tax.py", "src/tax.py", "src/other.py")]  # at the lines named
    digest = LogDigest("tests/test_tax.py:12: AssertionError\nsrc/tax.py:11: in rate")
    assert _listed(_section(files, digest)) == ["src/tax.py", "tests/test_tax.py", "src/other.py"]


def test_a_named_test_changed_away_from_its_failing_lines_ranks_with_the_other_tests():
    """The branch added a test far below the failing one: the file is one more test it touched, not a lead, though
    before the tests the log does not name; a source file named away from its change still leads, and both say where
    the log names them."""

    def at(path: str, start: int) -> FileChange:
        return FileChange(path, "modified", added=2, patch=f"@@ -{start},0 +{start},2 @@\n+a\n+b\n")

    files = [
        at("tests/test_box.c", 3),  # named nowhere: after the named one changed elsewhere
        at("tests/test_lot.c", 47),
        at("tests/test_fee.c", 12),
        at("src/lot.c", 90),
        at("src/fee.c", 5),
    ]
    failures = (
        Failure("check failed: label", "generic", "t", "tests/test_lot.c", 37),
        Failure("check failed: fee", "generic", "u", "tests/test_fee.c", 14),
    )
    section = _section(files, LogDigest("src/lot.c:12: in lot_label", failures))
    assert _listed(section) == ["src/lot.c", "tests/test_fee.c", "src/fee.c", "tests/test_lot.c", "tests/test_box.c"]
    assert "tests/test_lot.c +2 -0 (named in the log, at lines the branch did not change; hunks" in section
    assert "src/lot.c +2 -0 (named in the log, at lines the branch did not change; hunks" in section
    assert "tests/test_fee.c +2 -0 (named in the log; hunks" in section


def test_the_base_is_said_plainly_where_it_came_from_and_where_the_branch_started():
    merge_base = "0123456789abcdef0123456789abcdef01234567"
    said = [
        _section([], source=source, merge_base=merge_base).splitlines()[1]
        for source in ("the default branch", "--base", "CI_MERGE_REQUEST_TARGET_BRANCH_NAME")
    ]
    assert said == [
        "The branch's diff: against main (the default branch), where this branch started (merge base 0123456789ab).",
        "The branch's diff: against main (the configured base), where this branch started (merge base 0123456789ab).",
        "The branch's diff: against main (the merge request's target branch), where this branch started "
        "(merge base 0123456789ab).",
    ]


def test_a_changed_header_comes_after_the_code_it_declares():
    from diagbot.change_order import by_relevance
    from diagbot.gitinfo import FileChange

    files = [
        FileChange("include/calc/ops.hpp", "added"),
        FileChange("src/ops.cpp", "added"),
        FileChange("README.md", "modified"),
    ]
    assert [f.path for f in by_relevance(files)] == ["src/ops.cpp", "include/calc/ops.hpp", "README.md"]


def test_an_examples_code_comes_after_the_library_code_it_shows_in_use_even_a_header():
    from diagbot.change_order import by_relevance
    from diagbot.gitinfo import FileChange

    files = [FileChange(p, "modified") for p in ("example/simple.c", "jsmn.h", "samples/Demo.java", "src/Parser.java")]
    assert [f.path for f in by_relevance(files)] == [
        "src/Parser.java",
        "jsmn.h",
        "example/simple.c",
        "samples/Demo.java",
    ]


def test_a_change_of_thousands_weighs_only_its_first_source_files_for_shared_words():
    from diagbot.change_order import _WEIGHED, leads

    files = [
        FileChange(f"src/m{i}.py", "added", added=1, patch="@@ -0,0 +1 @@\n+def monthly_total(): ...\n")
        for i in range(_WEIGHED + 5)
    ]
    tied = leads(files, LogDigest("", (Failure("boom", "pytest", "test_monthly_total", "tests/t.py", 1),)))
    assert len(tied.related) == _WEIGHED
    assert f"src/m{_WEIGHED + 4}.py" not in tied.related  # past the first _WEIGHED in git's order: not weighed


def test_a_deleted_test_comes_after_the_tests_that_still_run_and_a_deleted_source_file_stays_with_the_source():
    from diagbot.change_order import by_relevance
    from diagbot.gitinfo import FileChange

    files = [
        FileChange("test/notify.test.js", "deleted"),
        FileChange("src/notify.js", "deleted"),
        FileChange("test/pager.test.js", "added"),
        FileChange("README.md", "modified"),
    ]
    assert [f.path for f in by_relevance(files)] == [
        "src/notify.js",
        "test/pager.test.js",
        "test/notify.test.js",
        "README.md",
    ]


def test_a_jvm_frame_names_its_files_changed_line_by_the_files_own_name():
    # `at org.example.Reader.parseLine(Reader.java:46)`: the class's file, not its folder
    def at(path: str, start: int) -> FileChange:
        return FileChange(path, "modified", added=2, patch=f"@@ -{start},1 +{start},2 @@\n-a\n+b\n+c\n")

    reader = "src/main/java/org/example/Reader.java"
    trace = "java.lang.IllegalArgumentException: bad run\n\tat org.example.Reader.parseLine(Reader.java:46)\n"
    failures = (Failure("java.io.IOException: line 3", "maven", "reads", reader, 26),)  # the rethrow, unchanged
    section = _section([at(reader, 45)], LogDigest(trace, failures))
    assert f"{reader} +2 -0 (named in the log; hunks" in section
    section = _section([at(reader, 90)], LogDigest(trace, failures))
    assert f"{reader} +2 -0 (named in the log, at lines the branch did not change; hunks" in section


def test_source_whose_comments_alone_changed_comes_after_the_code_changes_and_takes_no_share_first():
    """A file whose patch changes doc comments only does nothing new: it is listed after the tests, and the budget
    goes first to the source whose code changed (cut otherwise, here shown whole)."""
    docs = FileChange(
        "src/options.rs",
        "modified",
        added=40,
        patch="@@ -1,1 +1,41 @@\n pub struct Options {\n"
        + "".join(f"+    /// what field {i} means\n" for i in range(40)),
    )
    section = _section([docs, _change("src/format.rs", lines=60), _change("tests/t.rs")], budget=2500)
    assert _listed(section) == ["src/format.rs", "tests/t.rs", "src/options.rs"]
    assert "- modified src/options.rs +40 -0 (comments or docstrings only; not shown)" in section
    assert "- added src/format.rs +60 -0 (hunks below)" in section


@pytest.mark.parametrize(
    ("patch", "words"),
    [
        (
            '@@ -1,3 +1,6 @@\n def name():\n-    """The name."""\n+    """The name,\n+\n+    written out.\n+    """\n',
            True,
        ),
        ("@@ -1,2 +1,2 @@\n // the rate\n-// per hour\n+// per minute\n", True),
        ("@@ -1,2 +1,2 @@\n // the rate\n-RATE = 60\n+RATE = 1  # per minute\n", False),
        ("@@ -1,1 +1,2 @@\n x = 1\n+\n", True),
    ],
)
def test_a_patch_changing_comments_docstrings_or_blank_lines_only_changes_words_only(patch: str, words: bool) -> None:
    assert words_only(FileChange("src/a.py", "modified", added=1, deleted=1, patch=patch)) is words
