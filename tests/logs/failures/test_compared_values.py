"""A failure's message keeps the values its assertion compared, in the runner's own words (issue 13 §5), read from
real logs (tests/fixtures/logs/README.md says how each was made)."""

from pathlib import Path

from diagbot.logs.extract import extract_failures

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"


def _said(name: str) -> dict[str | None, str]:
    return {f.test: f.message for f in extract_failures((FIXTURES / name).read_text(encoding="utf-8"))}


def test_gtest_equality_says_each_side_with_the_value_it_is() -> None:
    said = _said("gtest-values.log")
    assert said["Calc.Adds"] == "Expected equality of these values: add(1, 2) Which is: 4 vs 3"
    assert said["Words.SplitsOnSpaces"] == (
        'Expected equality of these values: words("tea\u00b7\u00b7cake") Which is: { "tea", "", "cake" } vs '
        '(std::vector<std::string>{"tea", "cake"}) Which is: { "tea", "cake" }'
    )
    assert said["Text.Str"] == 'Expected equality of these values: std::string("abc").c_str() Which is: "abc" vs "abd"'


def test_gtest_escaped_strings_are_said_as_the_text_gtest_shows_for_them() -> None:
    assert _said("gtest-values.log")["Words.KeepsUnicode"] == (
        'Expected equality of these values: words("東京 です") Which is: { "東京", "です" } vs '
        '(std::vector<std::string>{"東京です"}) Which is: { "東京です" }'
    )


def test_gtest_other_checks_keep_their_own_words() -> None:
    said = _said("gtest-values.log")
    assert said["Calc.Less"] == "Expected: (add(2, 2)) < (4), actual: 5 vs 4"
    assert said["Calc.True"] == "Value of: add(0, 0) == 0 (Actual: false, Expected: true)"


def test_a_cpp_exception_thrown_in_a_gtest_body_is_its_tests_failure() -> None:
    # `unknown file: Failure` and the exception under it: no line, the test from its `[ RUN      ]` header
    failures = extract_failures((FIXTURES / "gtest-exception.log").read_text(encoding="utf-8"))
    assert [(f.framework, f.test, f.path) for f in failures][:2] == [
        ("gtest", "Bands.NinthsOfBandD", None),
        ("gtest", "Bands.WalesHasBandI", None),
    ]
    assert failures[0].message == (
        'C++ exception with description "no council tax band H in England" thrown in the test body.'
    )


def test_a_bare_sign_in_pytests_diff_is_said_as_a_blank_line() -> None:
    # `E           select *`, `E         + `, `E           from foo`: the run's one extra line is blank
    failures = extract_failures((FIXTURES / "pytest-blank-line.log").read_text(encoding="utf-8"))
    assert failures[0].message == (
        "AssertionError: assert 'select *\\n\\nfrom foo' == 'select *\\nfrom foo' (+ (a blank line))"
    )


def test_minitest_diff_that_opens_the_failure_is_its_message() -> None:
    said = _said("minitest-diff.log")
    assert said["GradesTest.test_text"] == "- expected + actual: -Brook C, +Brook C+"
    assert said["GradesTest.test_rows"] == (
        '- expected + actual: -[["Ada", "A"], ["Brook", "C"], ["Cy", "F"]], '
        '+[["Ada", "A"], ["Brook", "C+"], ["Cy", "F"]]'
    )
    assert said["GradesTest.test_letter"] == 'Expected: "C" (Actual: "C+")'


def test_vitest_expected_and_received_over_their_values_keep_their_labels() -> None:
    said = _said("vitest-expected-lines.log")
    assert said["page > has no cursor on an exact last page"] == (
        "AssertionError: expected 'b2Zmc2V0OjEw' to be null (Expected: null, Received: \"b2Zmc2V0OjEw\")"
    )
    assert said["page > keeps the shape"].endswith('(- Expected + Received: - "next": "x", + "next": null)')


def test_go_values_spread_over_lines_keep_what_was_wanted() -> None:
    said = _said("go-want-lines.log")
    assert said["TestRender"] == "Render() = src 12 | docs 4, want src 120 | docs 40"
    assert said["TestRenderGotWant"] == "got: a 1, want: a 10"


def test_junit_values_that_span_lines_are_kept_whole() -> None:
    said = _said("maven-values.log")
    assert said["com.acme.labels.LabelsTest.cardHasTwoLines"] == (
        "org.opentest4j.AssertionFailedError: expected: <Tea\\nqty 2> but was: <Tea\\nqty 3>"
    )
    assert said["com.acme.labels.LabelsTest.sizesAreDigits"] == (
        "org.opentest4j.AssertionFailedError: array contents differ at index [2], expected: <3> but was: <4>"
    )
    junit4 = _said("maven-hamcrest.log")["com.acme.tally.TallyTest.bannerHasTwoLines"]
    assert junit4 == "org.junit.ComparisonFailure: expected:<== Tea ==\\n[T]ea> but was:<== Tea ==\\n[t]ea>"


def test_hamcrest_lines_under_a_blank_line_are_the_junit_failures_message() -> None:
    failures = extract_failures((FIXTURES / "maven-hamcrest.log").read_text(encoding="utf-8"))
    failure = next(f for f in failures if f.test == "com.acme.tally.TallyTest.countsWords")
    assert failure.message == "java.lang.AssertionError: Expected: is <3> (but: was <2>)"
    assert (failure.path, failure.line) == ("com/acme/tally/TallyTest.java", 13)


def test_catch2_expansion_over_lines_is_one_value_with_its_line_breaks() -> None:
    failures = extract_failures((FIXTURES / "ctest-multiline-values.log").read_text(encoding="utf-8"))
    said = {(f.framework, f.test): f.message for f in failures}
    assert said["catch2", "banner has two lines"] == (
        'CHECK( banner("Tea") == std::string("== Tea ==\\ntea") ) '
        '(with expansion: "== Tea ==\\nTea" == "== Tea ==\\ntea")'
    )
    assert said["catch2", "sizes"].endswith("(with expansion: { 1, 2, 4 } == { 1, 2, 3 })")


def test_doctest_values_over_lines_are_said_up_to_their_closing_parenthesis() -> None:
    failures = extract_failures((FIXTURES / "ctest-multiline-values.log").read_text(encoding="utf-8"))
    said = {(f.framework, f.test): f.message for f in failures}
    assert said["doctest", "banner has two lines"].endswith("(values: CHECK( == Tea ==\\nTea == == Tea ==\\ntea ))")
    assert said["doctest", "count"] == "CHECK_EQ( n + 1, 3 ) is NOT correct! (values: CHECK_EQ( 4, 3 ))"


def test_go_cmp_diff_says_its_changed_lines() -> None:
    said = _said("go-cmp-diff.log")
    assert said["TestMake"] == 'Make() mismatch (-want +got) (- Slug: "hello-world", + Slug: "hello_world")'
    assert said["TestSlug"] == 'Slug mismatch (-want +got) (- "a-b", + "a_b")'


def test_pytest_diff_details_are_its_changed_lines_not_its_context() -> None:
    assert _said("pytest-values.log")["test_card"] == (
        "AssertionError: assert 'Tea\u00b7\u00b73\\nCake\u00b7\u00b75\\nScone 4\\n' == "
        "'Tea\u00b7\u00b73\\nCake\u00b7\u00b74\\nScone 4\\n' (- Cake 4, + Cake 5)"
    )


def test_unittest_message_ending_in_a_colon_says_the_lines_under_it() -> None:
    assert _said("unittest-values.log")["tests.test_menu_unit.MenuTest.test_names"] == (
        "AssertionError: Element counts were not equal "
        "(First has 1, Second has 0: 'scone', First has 0, Second has 1: 'bun')"
    )


def test_jest_string_value_over_lines_is_one_value_with_its_line_break() -> None:
    assert _said("jest-values.log")["mentions cake"] == (
        'expect(received).toContain(expected) // indexOf (Expected substring: "cake", '
        'Received string: "Tea\u00b7\u00b73\\nCake\u00b7\u00b74")'
    )
    assert _said("jest-values.log")["totals the cart"].endswith("(Expected: 8, Received: 7)")


def test_a_diff_that_removes_many_lines_keeps_the_added_one_that_tells_what_was_received():
    from diagbot.logs.failures.diffs import diff

    removed = ['-   "Jolene",', '-   "Paranoid",', '-   "Wave",', '-   "Hurt",']
    lines = ["- Expected", "+ Received", "", "  Array [", *removed, '+   "Take Five",', "  ]"]
    found = diff(lines)
    assert found is not None
    assert found[1] == '- Expected + Received: -   "Jolene", -   "Paranoid", -   "Wave", +   "Take Five"'
    only_removed = diff(["- Expected", "+ Received", "-  a", "-  b", "-  c", "-  d", "-  e"])
    assert only_removed is not None
    assert only_removed[1] == "- Expected + Received: -  a, -  b, -  c, -  d"  # one side: its first four


def test_each_failed_assertion_of_a_gtest_test_is_its_own_failure():
    from diagbot.logs.extract import digest_log

    log = Path(__file__).resolve().parents[3] / "bench/cases/cpp-calc/failure.log"  # a real ctest + GoogleTest run
    evaluate = [f for f in digest_log(log).failures if f.test == "Evaluate.PowerIsRightAssociative"]
    assert [(Path(f.path or "").name, f.line) for f in evaluate] == [("test_eval.cpp", 16), ("test_eval.cpp", 17)]
    assert 'calc::evaluate("4 ^ 0.5 ^ 2") Which is: 4' in evaluate[1].message


def test_a_diff_whose_lines_only_moved_says_so_rather_than_showing_the_same_line_twice() -> None:
    said = _said("jest-order.log")["the report lists stays in arrival order with the total"]
    assert said.endswith(
        '(- Expected + Received: the same lines in another order ("KA-123\u00b7\u00b7\u00b707:50-08:05'
        '\u00b7\u00b7\u00b7\u00b70.00" moved))'
    )


def test_nodes_strict_diff_cut_short_is_still_read_as_a_diff() -> None:
    said = _said("mocha-strict-skipped.log")["rank \u203a orders the handlers by their round"]
    assert said == (
        "AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal (+ actual - expected: the same lines"
        " in another order ('Fly', 'Moss' moved))"
    )


def test_details_ending_in_a_comma_are_joined_without_a_doubled_one() -> None:
    from diagbot.logs.failures.messages import one_line

    assert one_line("AssertionError: a != b", ["- 'milli': 1,", "+ 'milli': 2,"]) == (
        "AssertionError: a != b (- 'milli': 1, + 'milli': 2)"
    )


def test_a_bracket_left_open_is_no_value_and_its_lines_stay_as_they_are() -> None:
    from diagbot.logs.failures.diffs import _VALUE_LINES, values_joined

    opened = ["Expected values to be loosely deep-equal:", "["] + [f"  'v{i}'," for i in range(_VALUE_LINES + 5)]
    assert values_joined(opened) == opened
    closed = ["[", "  'gzip'", "]", "", "should loosely deep-equal", "", "[", "  'gzip',", "  'identity'", "]"]
    assert values_joined(closed) == ["['gzip']", "", "should loosely deep-equal ['gzip', 'identity']"]


def test_junits_angle_bracketed_values_show_the_spaces_that_align_their_columns() -> None:
    said = _said("maven-aligned.log")  # a report's columns: the spaces are the evidence a collapse would hide
    assert said["com.example.leave.TeamReportTest.namesInOrderWithATotal"].startswith(
        "org.opentest4j.AssertionFailedError: expected: <bo\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b715.00\\nwanda"
    )
    assert said["com.example.leave.LeaveAccountTest.aFullYearEarnsTheYearlyDays"].endswith(
        "expected: <25.00> but was: <24.00>"
    )


def test_a_diff_of_one_line_against_one_differing_by_a_trailing_comma_says_so_rather_than_moved() -> None:
    from diagbot.logs.failures.diffs import diff

    mocha = ["  + expected - actual", "", "   [", "  -  1", "  +  1,", "   ]"]  # a list printed with its last comma
    assert diff(mocha) == (0, "+ expected - actual: -  1, +  1, (only a trailing comma differs)")
    shuffled = ["  - Expected + Received", "  -  'a',", "  -  'b'", "  +  'b',", "  +  'a'"]  # a list's order
    assert diff(shuffled) == (0, "- Expected + Received: the same lines in another order ('a', 'b' moved)")
