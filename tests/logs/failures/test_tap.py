"""TAP streams: node-tap's TAP 14 with YAML diagnostics, node:test, tape, Test::More; the subtest tree's leaves."""

from __future__ import annotations

from pathlib import Path

from diagbot.logs.extract import extract_failures

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"


def _found(text: str) -> list[tuple[str | None, str | None, int | None, str]]:
    return [(f.test, f.path, f.line, f.message) for f in extract_failures(text) if f.framework == "tap"]


def test_node_tap_assertions_are_named_after_their_test_and_say_the_diff() -> None:
    assert _found((FIXTURES / "node-tap.log").read_text()) == [
        (
            "parseEntry reads a decimal amount",
            "test/ledger.test.js",
            9,
            'should be equivalent (expected: "amount": 25, actual: "amount": 37)',
        ),
        ("parseEntry keeps the kind", "test/ledger.test.js", 13, "amount is decimal (expected: 10, actual: 16)"),
        ("balance of nothing", "lib/ledger.js", 5, "TypeError: entries is not iterable"),
    ]


def test_a_parent_whose_subtests_failed_and_the_test_file_are_not_failures_of_their_own() -> None:
    tests = [test for test, *_ in _found((FIXTURES / "node-tap.log").read_text())]
    assert ("test/ledger.test.js" in tests, len(tests), len(set(tests))) == (False, 3, 3)


def test_node_tap_at_mapping_is_the_place_when_no_frame_is_printed() -> None:
    text = "not ok 1 - should be equal\n  ---\n  at:\n    fileName: test/a.js\n    lineNumber: 7\n  ...\n"
    assert _found(text) == [("should be equal", "test/a.js", 7, "not ok 1 - should be equal")]


def test_wanted_and_found_are_what_was_expected_and_got() -> None:
    text = (
        "    # Subtest: sums\n    not ok 1 - should be equal\n      ---\n      found: 3\n      wanted: 4\n      ...\n"
    )
    assert _found(text)[0][3] == "should be equal (wanted: 4, found: 3)"


def test_a_todo_test_that_fails_is_no_failure() -> None:
    assert _found("ok 1 - loads\nnot ok 2 - parses dates # TODO not written yet\n1..2\n") == []


def test_bail_out_is_a_failure() -> None:
    assert _found("TAP version 14\nBail out! database not reachable\n") == [
        (None, None, None, "Bail out! database not reachable")
    ]


def test_a_malformed_yaml_block_still_yields_the_failure() -> None:
    text = "not ok 1 - adds\n  ---\n  at: [unclosed\n  ...\n"
    assert _found(text) == [("adds", None, None, "not ok 1 - adds")]


def test_avas_tap_says_the_first_detail_under_its_label() -> None:
    found = _found((FIXTURES / "ava-tap.log").read_text())
    assert found[0] == (
        "cart \u203a discount of ten percent",
        None,
        None,
        "AssertionError: Difference (- actual, + expected): - 0, + 180",
    )
    assert found[2][1:3] == ("src/cart.js", 9)


def test_a_check_made_in_a_helper_is_at_the_tests_line_that_called_it_with_the_helper_as_its_frame() -> None:
    (failure,) = extract_failures((FIXTURES / "tape-helper.log").read_text())  # tape's `at: assertErr (...)`
    assert (failure.test, failure.line) == ("pointToSegmentDistance over dateline", 176)
    assert (str(failure.path).endswith("test/test.js"), str(failure.frame).endswith("test/test.js:15")) == (True, True)


def test_a_builtins_frame_ends_the_run_of_the_repositorys_frames() -> None:
    (failure,) = extract_failures((FIXTURES / "tape-foreach.log").read_text())  # a check in a `forEach` callback
    assert (failure.line, failure.frame) == (63, None)  # not the test's line 60 past `at Array.forEach (<anonymous>)`
    assert str(failure.path).endswith("test/env.js")
