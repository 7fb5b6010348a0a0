"""Failures parsed from real logs of runners and checkers (tests/fixtures/logs/README.md says how each was made)."""

from pathlib import Path

import pytest

from diagbot.logs.extract import extract_failures

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
        ("minitest", "CartTest.test_names", "test/cart_test.rb", 25, 'Expected: "tea, cake" (Actual: "tea,cake")'),
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
