"""Runners no parser knows: failures read from the shapes runners share, marked generic."""

from __future__ import annotations

from pathlib import Path

import pytest

from diagbot.logs.extract import extract_failures
from diagbot.logs.types import GENERIC

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"
Row = tuple[str, str | None, str | None, int | None, str]


def _found(text: str) -> list[Row]:
    return [(f.framework, f.test, f.path, f.line, f.message) for f in extract_failures(text)]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (
            "uvu.log",
            [
                (
                    GENERIC,
                    "joins words with dashes",
                    "tests/slug.test.js",
                    10,
                    "Expected values to be strictly equal: (is) (Expected: hello-big-world, Actual: hello_big_world)",
                ),
                (
                    GENERIC,
                    "counts words",
                    "tests/slug.test.js",
                    14,
                    "Expected values to be deeply equal: (equal) (Expected: 3, Actual: 1)",
                ),
            ],
        ),
        (
            "bun.log",
            [
                (
                    GENERIC,
                    "kilometres become metres",
                    "test/units.test.ts",
                    9,
                    "expect(received).toBe(expected) (Expected: 2000, Received: 0.002)",
                ),
                (
                    GENERIC,
                    "format keeps one decimal",
                    "test/units.test.ts",
                    13,
                    'expect(received).toEqual(expected) (Expected: "1.5 m", Received: "15000.0 m")',
                ),
                (
                    GENERIC,
                    "miles are refused",
                    "test/units.test.ts",
                    17,
                    'expect(received).toThrow(expected) (Expected: "unsupported unit", Received: "unknown unit: mi")',
                ),
            ],
        ),
        (
            "deno.log",
            [
                (
                    GENERIC,
                    "one week is seven days",
                    "test/range_test.ts",
                    5,
                    "AssertionError: Expected values to be strictly deep-equal: 70 !== 7",
                )
            ],
        ),
    ],
)
def test_a_real_log_of_an_unknown_runner_yields_located_generic_failures(name: str, expected: list[Row]) -> None:
    assert _found((FIXTURES / name).read_text()) == expected


def test_a_count_or_a_summary_after_a_fail_mark_is_no_test_title() -> None:
    assert {f.test for f in extract_failures("FAILED (failures=2)\nFAIL 3 tests\n")} == {None}


def test_a_place_inside_node_modules_is_passed_over_for_the_repositorys_own() -> None:
    text = (
        "  FAIL  adds\n    at assert (file:///w/node_modules/uvu/assert/index.mjs:33:8)\n"
        "    at Object.handler (file:///home/runner/work/m/m/test/add.test.js:4:3)\n"
    )
    assert _found(text)[0][2:4] == ("test/add.test.js", 4)


def test_a_marked_code_frame_gives_the_line_of_a_path_named_without_one() -> None:
    text = "\u00d7 adds two numbers\n  test/add.test.js\n  > 4 |   expect(add(1, 2)).toBe(4)\n"
    assert _found(text)[0][2:4] == ("test/add.test.js", 4)


def test_an_error_line_takes_the_place_printed_right_under_it() -> None:
    text = "error: Unknown variable\n  \u250c\u2500 /home/runner/work/app/app/src/app.gleam:5:3\n  \u2502\n"  # gleam
    assert _found(text) == [(GENERIC, None, "src/app.gleam", 5, "Unknown variable")]


def test_a_url_with_a_port_is_no_place() -> None:
    assert _found("error: connection refused\n  https://registry.example.org:443/x\n")[0][2] is None


def test_a_log_of_thousands_of_fail_marks_reads_as_many_as_a_digest_keeps() -> None:
    text = "".join(f"  \u2718 parses record {n}\n" for n in range(3000))
    assert len(extract_failures(text)) == 50


def test_a_check_reported_at_its_line_with_what_it_expected_is_a_failure_there() -> None:
    text = (FIXTURES / "make-c-checks.log").read_text()  # a C test binary's own report, run by make
    assert _found(text)[0] == (GENERIC, None, "tests/test_durfmt.c", 31, 'parsed("h") == 0, expected -2')


def test_a_check_reported_at_its_line_with_what_it_got_and_wanted_is_a_failure_there() -> None:
    text = (FIXTURES / "make-c-got-want.log").read_text()  # a C harness's `CHECK_INT` lines, then its summary
    found = _found(text)
    assert [(f[2], f[3]) for f in found] == [
        ("tests/test_grid.c", 56),
        ("tests/test_grid.c", 58),
        ("tests/test_grid.c", 59),
    ]
    assert found[1][4] == "CHECK_INT(cost_at(&g, cost, 3, 0), 4): got 3, want 4"


def test_a_check_whose_values_are_printed_below_it_says_them() -> None:
    text = (FIXTURES / "ctest-values-below.log").read_text()  # `tests/test_report.c:26: buf ==`, then the values
    report = [f for f in extract_failures(text) if (f.path or "").endswith("tests/test_report.c")]
    assert [(f.test, f.line) for f in report] == [("report", 26)]
    # the lines where the value got and the one expected differ, not those they share (`Front bank Thu ...`)
    assert report[0].message.startswith("buf == (got: 21:08 Shrubs 1/3 4 min 16.0 L / 21:12 Path edge 4 min 12.0 L")
    assert ", expected: 21:08 Shrubs 1/2 6 min 24.0 L / 21:14 Path edge" in report[0].message
    assert "Front bank" not in report[0].message
    assert "check(s) failed" not in report[0].message  # not the harness's summary after two blank lines


def test_unitys_lines_under_a_failed_ctest_name_their_tests_and_only_the_failed_ones_are_failures() -> None:
    text = (FIXTURES / "ctest-unity.log").read_text()  # `t.c:822:test_a:PASS`, `t.c:81:test_b:FAIL: ...`
    found = [(f.test, Path(f.path or "").name, f.line, f.message) for f in extract_failures(text)]
    assert found == [
        ("cjson_get_object_item_should_get_object_items", "misc_tests.c", 81, "Expected 2 Was 1"),
        ("cjson_replace_item_in_object_should_preserve_name", "misc_tests.c", 392, "Expected TRUE Was FALSE"),
        ("cjson_set_valuestring_to_object_should_not_leak_memory", "misc_tests.c", 726, "Expected Non-NULL"),
        ("cjson_compare_should_compare_objects", "compare_tests.c", 173, "Expected TRUE Was FALSE"),
    ]


def test_a_compilers_warning_or_note_that_says_expected_is_no_failure() -> None:
    assert _found("src/a.c:12:5: warning: expected 'int' but argument is of type 'long'\n") == []
    assert _found("src/a.c:12:5: note: expected 'int' but argument is of type 'long'\n") == []


def test_a_numbered_check_ending_in_failed_is_a_failure_titled_by_its_description() -> None:
    text = (  # a C test harness's lines (sds's testhelp.h): `N - description: PASSED` or `: FAILED`, then output
        "1 - Create a string and obtain the length: PASSED\n"
        "9 - sdscatfmt() seems working in the base case: FAILED\n"
        "[--Hello Hi! World -922337203685477580--]\n"
        "12 - sdscatlonglong() with a negative number: FAILED\n"
        "Test: FAILED\n"  # a summary's word, no test's title
    )
    found = extract_failures(text)
    assert [(f.test, f.framework) for f in found] == [
        ("sdscatfmt() seems working in the base case", GENERIC),
        ("sdscatlonglong() with a negative number", GENERIC),
    ]
    assert found[0].message == "9 - sdscatfmt() seems working in the base case: FAILED"


def test_a_check_reported_as_what_its_expression_is_and_what_was_wanted_is_a_failure_there() -> None:
    text = (FIXTURES / "make-c-is-want.log").read_text()  # `tests/test_spot.c:6: f(80, 0) is 80.0000, want 41.1555`
    found = _found(text)
    assert [(f[2], f[3]) for f in found[:3]] == [
        ("tests/test_spot.c", 6),
        ("tests/test_spot.c", 7),
        ("tests/test_spot.c", 8),
    ]
    assert found[0][4] == "ground_speed_ms(80, 0) is 80.0000, want 41.1555 (+/- 0.0001)"
