from pathlib import Path

from diagbot.logs.extract import digest_log
from diagbot.logs.failures.anchor import anchor_failures
from diagbot.logs.types import Failure

LOGS = Path(__file__).parents[2] / "fixtures" / "logs"


def _lines(name: str) -> list[str]:
    return (LOGS / name).read_text().splitlines()


def test_a_pytest_failure_is_anchored_at_its_e_line_not_its_banner() -> None:
    digest = digest_log(LOGS / "pytest-shared-helper.log")
    text = _lines("pytest-shared-helper.log")
    assert [text[f.log_line - 1][:1] for f in digest.failures if f.log_line] == ["E"] * 5


def test_the_headers_first_error_is_the_first_failures_line() -> None:
    digest = digest_log(LOGS / "pytest-shared-helper.log")
    assert digest.first_error_line == digest.failures[0].log_line == 16


def test_a_panic_is_anchored_at_its_message() -> None:
    digest = digest_log(LOGS / "cargo-two-panics.log")
    text = _lines("cargo-two-panics.log")
    assert [text[f.log_line - 1] for f in digest.failures if f.log_line] == ["assertion `left == right` failed"] * 2


def test_a_failure_whose_message_no_line_of_its_block_says_keeps_its_line() -> None:
    numbered = [(1, "FAIL a"), (2, "detail"), (3, "FAIL b"), (4, "boom happened here")]
    failures = [
        Failure("boom happened here", "x", "a", log_line=1),
        Failure("boom happened here", "x", "b", log_line=3),
    ]
    assert [f.log_line for f in anchor_failures(failures, numbered)] == [1, 4]  # not past the next failure's start


def test_pytests_echo_of_the_raising_source_is_not_the_anchor() -> None:
    numbered = [(1, "____ test_x ____"), (2, ">       assert False"), (3, "E       assert False")]
    assert (
        anchor_failures([Failure("AssertionError: assert False", "pytest", "test_x", log_line=1)], numbered)[0].log_line
        == 3
    )


def test_jests_failures_keep_what_was_expected_and_received_and_anchor_at_the_matcher() -> None:
    failures = digest_log(LOGS / "jest-expected-received.log").failures
    assert [(f.log_line, f.message) for f in failures] == [
        (7, "expect(received).toBe(expected) // Object.is equality (Expected: 11, Received: 13)"),
        (24, 'expect(received).toEqual(expected) // deep equality (- Expected + Received: - "sum": 1, + "sum": 2)'),
    ]
