"""Failures parsed from real logs of runners and checkers (tests/fixtures/logs/README.md says how each was made)."""

from pathlib import Path

import pytest

from diagbot.logs.extract import digest_log, extract_failures
from diagbot.logs.types import Failure
from diagbot.prompt_failures import failures_section

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"
Row = tuple[str, str | None, str | None, int | None, str]


def _rows(name: str) -> list[Row]:
    return [(f.framework, f.test, f.path, f.line, f.message) for f in extract_failures(_text(name))]


def _text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def _stated(name: str) -> list[str]:
    """The log line each failure says it is stated on."""
    lines = _text(name).split("\n")
    return [lines[f.log_line - 1] if f.log_line else "" for f in extract_failures(_text(name))]


VET = "fmt.Sprintf format %02d reads arg #3, but call has 2 args"
PRINTF = "fmt.Printf format %s has arg cents of wrong type int"


@pytest.mark.parametrize("name", ["go-vet.log", "go-test-vet.log"])
def test_go_vet_findings_are_failures_at_their_lines(name: str) -> None:
    assert [row[2:] for row in _rows(name)] == [
        ("price.go", 7, VET),
        ("price.go", 12, PRINTF),
        ("internal/cart/cart.go", 7, VET),
        ("internal/cart/cart.go", 12, PRINTF),
    ]


def test_doctest_and_catch2_checks_under_ctest_name_their_test_case_and_line() -> None:
    doctest, catch2 = "tests/doctest_geometry.cpp", "tests/catch_geometry.cpp"
    assert _rows("ctest-doctest-catch2.log") == [
        (
            "doctest",
            "circle area",
            doctest,
            10,
            "CHECK( circle_area(2.0) == doctest::Approx(12.566370614).epsilon(1e-6) ) is NOT correct! "
            "(values: CHECK( 12.56 == Approx( 12.5664 ) ))",
        ),
        (  # the check is in a helper above the test case: the place is the test case's own line
            "doctest",
            "manhattan distance",
            doctest,
            17,
            "CHECK( manhattan(x1, y1, x2, y2) == want ) is NOT correct! (values: CHECK( -1 == 7 ))",
        ),
        (
            "doctest",
            "distances \u203a along an axis",
            doctest,
            23,
            "REQUIRE( manhattan(0, 0, 0, 5) == 5 ) is NOT correct! (values: REQUIRE( -5 == 5 ))",
        ),
        (
            "catch2",
            "circle area",
            catch2,
            10,
            "CHECK_THAT( circle_area(2.0), Catch::Matchers::WithinAbs(12.566370614, 1e-6) ) "
            "(with expansion: 12.56 is within 0.000001 of 12.566370614)",
        ),
        (
            "catch2",
            "manhattan distance",
            catch2,
            17,
            "CHECK( manhattan(x1, y1, x2, y2) == want ) (with expansion: -1 == 7)",
        ),
        (
            "catch2",
            "distances \u203a along an axis",
            catch2,
            23,
            "REQUIRE( manhattan(0, 0, 0, 5) == 5 ) (with expansion: -5 == 5)",
        ),
    ]
    frames = [f.frame for f in extract_failures(_text("ctest-doctest-catch2.log"))]
    assert frames == [None, f"{doctest}:6", None, None, f"{catch2}:6", None]
    stated = _stated("ctest-doctest-catch2.log")
    assert stated[1].endswith(
        "doctest_geometry.cpp:6: ERROR: CHECK( manhattan(x1, y1, x2, y2) == want ) is NOT correct!"
    )
    assert stated[4] == "  CHECK( manhattan(x1, y1, x2, y2) == want )"


def test_minitest_numbered_blocks_are_minitest_not_mocha() -> None:
    assert _rows("minitest-plain.log") == [
        ("minitest", "CartTest.test_names", "test/cart_test.rb", 25, 'Expected: "tea,\u00b7cake" (Actual: "tea,cake")'),
        (  # error_highlight's quoted code, after a blank line, is no part of the message; the frames are reached
            "minitest",
            "CartTest.test_receipt_is_mailed",
            "lib/cart.rb",
            16,
            "NoMethodError: undefined method `deliver' for nil:NilClass",
        ),
        (
            "minitest",
            "CartTest.test_total_applies_discount",
            "test/cart_test.rb",
            13,
            "Expected: 850 (Actual: 1149.74)",
        ),
        (
            "minitest",
            "CartTest.test_total_through_helper",
            "test/cart_test.rb",
            17,
            "cart total. (Expected: 1000, Actual: 1150)",
        ),
    ]


def test_minitest_4_names_a_test_as_method_then_class() -> None:
    assert _rows("minitest4.log") == [
        (
            "minitest",
            "OkJsonTest.test_json_encode",
            "ok_json_test.rb",
            14,
            'Expected: "{\\"message\\":\\"\u00e1\\"}" (Actual: "{\\"message\\":\\"\\\\ufffd\\"}")',
        ),
        (
            "minitest",
            "TC_Foo.test_double",
            "/Users/nekogeruge/tdd/foo_test.rb",
            6,
            "ArgumentError: wrong number of arguments(1 for 0)",
        ),
    ]


def test_mocha_numbered_failures_name_the_suite_path_and_the_tests_own_line() -> None:
    strict = "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal"
    assert _rows("mocha-diff.log") == [
        (
            "mocha",
            "units \u203a labels a name",
            "test/units.test.js",
            12,
            f"{strict}: 'tea\u00b7' !== 'tea' (+ expected - actual: -tea\u00b7, +tea)",
        ),
        (  # the diff's legend says which side is which; only its changed lines are said
            "mocha",
            "units \u203a parses a config",
            "test/units.test.js",
            15,
            "AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal (+ actual - expected: + 2, - 3)",
        ),
        (
            "mocha",
            "units \u203a reads a missing field",
            "test/units.test.js",
            18,
            "TypeError: Cannot read properties of undefined (reading 'length')",
        ),
        (  # the assertion is in a helper: the place is the test's own line, the helper's is its frame
            "mocha",
            "units \u203a toCelsius() \u203a converts boiling water",
            "test/units.test.js",
            8,
            f"{strict} (+ actual - expected: + '100.00', - '99.00')",
        ),
    ]
    assert [f.frame for f in extract_failures(_text("mocha-diff.log"))] == [None, None, None, "test/helpers.js:2"]


def test_go_got_want_and_testify_expected_actual_are_in_the_message_at_the_line_that_says_them() -> None:
    assert _rows("go-got-want.log") == [
        ("go", "TestMake", "slug_test.go", 7, 'Make() = "hello-world\u00b7", want "hello-world"'),
        ("go", "TestWords", "slug_test.go", 14, "got 3, want 2"),
    ]
    assert _rows("go-testify-diff.log") == [
        (  # a difference in whitespace alone is shown
            "go",
            "TestTitle",
            "render_test.go",
            11,
            'Not equal (expected: "Hello\u00b7Big\u00b7World", actual : "Hello\u00b7\u00b7Big\u00b7\u00b7World")',
        ),
        (
            "go",
            "TestTags",
            "render_test.go",
            15,
            'Not equal (expected: []string{"go",\u00b7"test"}, actual : []string{"go",\u00b7"\u00b7test"})',
        ),
        ("go", "TestCount", "render_test.go", 19, '"[a b c]" should have 2 item(s), but has 3 (Messages: three tags)'),
    ]
    assert [s.strip() for s in _stated("go-testify-diff.log")] == ["Error:      \tNot equal:"] * 2 + [
        'Error:      \t"[a b c]" should have 2 item(s), but has 3'
    ]
    assert _stated("go-testify.log")[0].strip() == "Error:      \tNot equal:"  # -v: the note is above `--- FAIL`


@pytest.mark.parametrize("name", ["ruff-severity.log", "ruff-severity-concise.log"])
def test_a_linters_finding_of_broken_code_comes_before_its_style_findings(name: str) -> None:
    assert [row[2:] for row in _rows(name)] == [
        ("src/inventory/stock.py", 17, "F821 Undefined name `itmes`"),
        ("src/inventory/stock.py", 1, "I001 [*] Import block is un-sorted or un-formatted"),
        ("src/inventory/stock.py", 1, "F401 [*] `os` imported but unused"),  # a second finding on line 1 is kept
        ("src/inventory/stock.py", 2, "F401 [*] `json` imported but unused"),
    ]


def test_mypy_errors_are_failures_and_its_notes_are_not() -> None:
    assert [row[2:4] for row in _rows("mypy-notes.log")] == [
        ("src/inventory/stock.py", 17),
        ("src/inventory/stock.py", 21),
        ("src/inventory/report.py", 12),
        ("src/inventory/report.py", 16),
    ]
    assert [row[3:] for row in _rows("mypy-same-line.log")] == [
        (17, 'Name "itmes" is not defined; did you mean "items"? [name-defined]'),
        (21, 'Returning Any from function declared to return "str" [no-any-return]'),
        (21, 'Unsupported operand types for + ("str" and "int") [operator]'),
    ]


def test_tapes_heading_names_the_test_of_the_not_ok_under_it() -> None:
    assert _rows("tape-headings.log") == [
        (
            "tap",
            "parse",
            "test/parse.js",
            6,
            "should be deeply equivalent (expected: { a: [ '1', '2' ] }, actual: { a: '2' })",
        ),
        ("tap", "stringify", "test/parse.js", 11, "should be strictly equal (expected: 'a=x%20y', actual: 'a=x y')"),
    ]


def test_node_test_tap_subtests_and_a_diff_for_values_spread_over_lines() -> None:
    assert _rows("node-test-tap-diff.log") == [
        (
            "tap",
            "collects repeated keys",
            "test/node.test.js",
            10,
            "AssertionError: Expected values to be strictly deep-equal"
            " (+ actual - expected: + a: '2', - a: ['1', '2'])",
        ),
        (
            "tap",
            "stringify",
            "test/node.test.js",
            15,
            "AssertionError: Expected values to be strictly equal (expected: 'a=x%20y', actual: 'a=x y')",
        ),
    ]


def test_pytest_tb_line_pairs_each_failed_test_with_the_line_that_says_its_error() -> None:
    assert _rows("pytest-tb-line.log") == [
        ("pytest", "test_uk_tax", "tests/test_tax.py", 7, "AssertionError: assert 20.0 == 21"),
        ("pytest", "test_gross_de", "src/invoice/tax.py", 5, "KeyError: 'DE'"),  # --tb=line names no other frame
        ("pytest", "test_helper", "tests/helpers.py", 2, "AssertionError: 1.9 != 2.0"),
        (  # a whitespace-only difference inside quotes is shown
            "pytest",
            "test_label",
            "tests/test_tax.py",
            19,
            "AssertionError: assert 'Total: 10' == 'Total:\u00b7\u00b710'",
        ),
    ]


def test_pytest_tb_short_places_each_failure_at_the_tests_own_line() -> None:
    assert _rows("pytest-tb-short.log") == [
        (
            "pytest",
            "test_uk_tax",
            "tests/test_tax.py",
            7,
            "AssertionError: assert 20.0 == 21 (where 20.0 = tax(100, 'uk'))",
        ),
        ("pytest", "test_gross_de", "tests/test_tax.py", 11, "KeyError: 'DE'"),
        ("pytest", "test_helper", "tests/test_tax.py", 15, "AssertionError: 1.9 != 2.0"),
        (  # ndiff's `?` marks are left out; the two sides show their whitespace
            "pytest",
            "test_label",
            "tests/test_tax.py",
            19,
            "AssertionError: assert 'Total: 10' == 'Total:\u00b7\u00b710' (- Total:\u00b7\u00b710, + Total:\u00b710)",
        ),
    ]
    assert [f.frame for f in extract_failures(_text("pytest-tb-short.log"))] == [
        None,
        "src/invoice/tax.py:5",
        "tests/helpers.py:2",
        None,
    ]
    assert all(s.startswith("E   ") for s in _stated("pytest-tb-short.log"))


def test_an_unknown_runners_failure_word_next_to_a_place_anchors_a_failure_there() -> None:
    assert _rows("busted.log") == [
        ("generic", None, "spec/calc_spec.lua", 9, "Expected objects to be equal."),
        ("generic", None, "spec/calc_spec.lua", 13, "Expected objects to be equal."),
    ]
    assert _stated("busted.log") == [
        "spec/calc_spec.lua:9: Expected objects to be equal.",
        "spec/calc_spec.lua:13: Expected objects to be equal.",
    ]
    assert _rows("busted-error.log") == [
        (
            "generic",
            None,
            "spec/calc_spec.lua",
            1,
            "error loading module 'calc' from file './calc.lua': ./calc.lua:4: unexpected symbol near '/'",
        )
    ]


def test_a_bats_failure_is_at_the_line_its_test_file_names() -> None:
    assert _rows("bats.log") == [("tap", "subtracts", "test/calc.bats", 12, '`[ "$result" -eq 2 ]\' failed')]


def test_failures_beyond_the_cap_are_counted_and_said() -> None:
    digest = digest_log(FIXTURES / "pytest-many.log")
    assert (len(digest.failures), digest.failures_more) == (50, 10)
    assert digest.failures[1] == Failure(
        "assert ((1 % 2) == 0)", "pytest", "test_even[1]", "tests/test_many.py", 6, 6
    )  # --tb=line's bare `assert` line places its test
    assert failures_section(digest.failures, digest.failures_more).endswith(
        "\n- \u2026 and 10 more failures (not listed)"
    )
    assert "more failures" not in failures_section(digest.failures[:2])  # nothing said when nothing is left out


def test_a_hand_rolled_check_macro_under_ctest_is_a_failure_at_the_checks_line_named_by_its_ctest_test() -> None:
    assert _rows("ctest-check-near.log") == [  # one record per failed check, each at its line, named by its test
        (
            "generic",
            "test_temperature",
            "tests/test_temperature.cpp",
            6,
            "CHECK_NEAR(to_fahrenheit(100)) failed: expected 212.000000, got 203.000000",
        ),
        (
            "generic",
            "test_temperature",
            "tests/test_temperature.cpp",
            7,
            "CHECK_NEAR(to_fahrenheit(0)) failed: expected 32.000000, got 23.000000",
        ),
    ]


@pytest.mark.parametrize(
    ("name", "row"),
    [
        ("node-uncaught-esm.log", ("test/color.mjs", 4, "AssertionError: HSL Object")),
        ("node-uncaught-cjs.log", ("test/dash.js", 3, "TypeError: Cannot read properties of null (reading 'split')")),
        (
            "node-uncaught-assert.log",
            (
                "test/deep.js",
                3,
                "AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal"
                " (+ actual - expected: + null, - 0)",
            ),
        ),
    ],
)
def test_node_uncaught_exception_is_its_error_line_at_the_innermost_own_frame(name: str, row: Row) -> None:
    """Not the thrown-at source line (`throw new AssertionError(message);`), not the assertion helper's frame."""
    assert [r[2:] for r in _rows(name)] == [row]
    assert [s.split(":")[0].split(" ")[0] for s in _stated(name)] == [row[2].split(":")[0].split(" ")[0]]


@pytest.mark.parametrize("name", ["go-vet-typecheck.log", "go-build-pkg.log"])
def test_go_type_check_error_is_a_failure_at_its_line(name: str) -> None:
    assert _rows(name) == [("go", None, "cmd/shorten/main.go", 10, "undefined: store.NewMemory")]


def test_unittest_message_is_the_exception_line_then_the_diffs_changed_lines() -> None:
    """Not ndiff's last line (`+ [1, 2, 3, 4, 5, 6]`): the AssertionError line, the changed lines as detail."""
    assert [row[4] for row in _rows("unittest-diff.log")] == [
        "ZeroDivisionError: integer modulo by zero",
        "AssertionError: Lists differ: [1, 2, 3, 4, 5, 6, None, None] != [1, 2, 3, 4, 5, 6]"
        " (- [1, 2, 3, 4, 5, 6, None, None], + [1, 2, 3, 4, 5, 6])",
        "AssertionError: 'TEA\\nCAKE\\n' != 'TEA\\nCAKE' (- CAKE, + CAKE)",
    ]
    stated = [s.split(":")[0] for s in _stated("unittest-diff.log")]
    assert stated == ["ZeroDivisionError", "AssertionError", "AssertionError"]


@pytest.mark.parametrize("name", ["unittest-trailing-space.log", "pytest-trailing-space.log"])
def test_diff_lines_differing_in_trailing_whitespace_keep_it_shown_in_the_message_only(name: str) -> None:
    """Cleaning drops a line's trailing spaces; the message shows them (`- tea·`), the excerpt stays as cleaned."""
    assert [row[4] for row in _rows(name)] == [
        "AssertionError: 'tea \\ncake\\n' != 'tea\\ncake\\n' (- tea\u00b7, + tea)"
    ]
    digest = digest_log(FIXTURES / name)
    assert [f.message for f in digest.failures] == [r[4] for r in _rows(name)]
    assert "- tea\n" in digest.excerpt
    assert "\u00b7" not in digest.excerpt


def test_node_test_tap_an_empty_value_node_prints_as_nothing_is_said_by_its_diff() -> None:
    rows = _rows("node-test-tap-empty.log")
    assert rows[0][4] == (
        "AssertionError: Expected values to be strictly deep-equal (+ actual - expected: + [], - ['Early lengths'])"
    )


def test_pytest_ndiff_of_two_changed_lines_says_both_pairs_not_only_the_first() -> None:
    (row,) = _rows("pytest-ndiff-two-lines.log")
    assert row[:4] == ("pytest", "test_board", "tests/test_board.py", 7)
    assert row[4].endswith("(- True True, + Tru True, - False False, + 0.0 False...)")


def test_node_test_tap_error_over_lines_and_a_diff_that_skips_lines_are_read_whole() -> None:
    """An error whose first line ends in ':' goes on in the next; node's `...` inside a diff (`... Lines skipped`)
    is a value's line, not the end of the YAML block, so the stack under it still gives the assertion's line."""
    rows = _rows("node-test-tap-multiline.log")
    assert rows[0][1:] == (
        "reads the port",
        "test/config.test.js",
        14,
        "ConfigError: invalid configuration: - PORT: not a number: eighty",
    )
    assert rows[1][1:] == (
        "pages a long list",
        "test/config.test.js",
        25,
        "AssertionError: Expected values to be strictly deep-equal (+ actual - expected: + pages: 4, - pages: 3)",
    )


def test_go_a_table_tests_other_failed_rows_are_said_with_its_first() -> None:
    """Every failed row reports at the one `t.Errorf` line: the record says the first, how many more, and the next
    two of them."""
    assert _rows("go-table-rows.log") == [
        (
            "go",
            "TestFare",
            "fare_test.go",
            22,
            "Fare(1, true) = 240, want 120; 3 more: Fare(2, true) = 330, want 165; Fare(0, true) = 150, want 75; ...",
        )
    ]


def test_a_mocha_frame_of_a_test_files_top_level_is_not_the_tests_line() -> None:
    text = (
        "  1 failing\n\n"
        "  1) test/stringify.js JSON5 accepts space as an option:\n\n"
        "      Error: accepts space as an option\n"
        "      at Test.<anonymous> (test/stringify.js:456:11)\n"  # the check
        "      at Test.<anonymous> (test/stringify.js:449:7)\n"  # the test (a subtest, tap's)
        "      at Object.<anonymous> (test/stringify.js:6:3)\n"  # the file's top level, running its tests
        "      at Generator.next (<anonymous>)\n"
    )
    [failure] = extract_failures(text)
    assert (failure.path, failure.line, failure.frame) == ("test/stringify.js", 449, "test/stringify.js:456")


def test_ctest_tests_whose_output_no_parser_reads_are_failures_named_by_the_test() -> None:
    assert _rows("ctest-plain.log") == [
        ("ctest", "ring_fill", None, None, "ctest: ring_fill ***Failed"),  # a bare exit code: ctest's verdict
        ("ctest", "ring_wrap", None, None, "Running 'ring/wrap' ......... FAILURE"),  # its own output's failure line
    ]
    assert _stated("ctest-plain.log") == [
        "2/3 Test #2: ring_fill ........................***Failed    0.00 sec",
        "Running 'ring/wrap' ......... FAILURE",
    ]


def test_tsc_errors_keep_the_indented_lines_that_name_the_property_they_are_about() -> None:
    got = {row[3]: row[4] for row in _rows("tsc-elaboration.log")}
    assert got[8].endswith(
        "(Property 'craftID' is missing in type '{ id: string; craftId: string; party: number; }' but required in "
        "type 'Booking'.)"
    )  # the member the interface has: the name the error is about
    assert got[10] == "TS2322: Type 'string' is not assignable to type 'number'."  # nothing indented under it
    assert got[13] == (
        "TS2322: Type '{ id: string; craftID: string; party: string; }' is not assignable to type 'Booking'. "
        "(Types of property 'party' are incompatible.)"
    )  # the type-only line under the property's is not repeated
    assert got[15].startswith("TS2740: Type 'Booking' is missing the following properties")


def test_a_long_one_line_diff_is_cut_where_both_sides_agree_so_that_where_they_differ_is_said() -> None:
    beam = next(row[4] for row in _rows("minitest-long-array.log") if row[1] == "ScoreboardTest.test_beam_final")
    assert beam.startswith("- expected + actual: -…")  # the first row, the same on both sides, cut
    assert "E··8.700··ND 0.0··13.000" in beam.split(", +")[0]  # expected
    assert "E··8.575··ND 0.0··12.875" in beam.split(", +")[1]  # actual: the rows that differ, both said
