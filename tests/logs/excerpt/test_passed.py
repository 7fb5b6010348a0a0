from pathlib import Path

import pytest

from diagbot.logs.excerpt.passed import says_passed
from diagbot.logs.extract import digest_log
from diagbot.logs.read.clean import clean_lines
from diagbot.logs.read.reader import read_log
from diagbot.logs.redact import redact

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"
PASSING = ["pytest-pass.log", "go-pass.log", "cargo-pass.log", "node-pass.log"]
FAILING = [
    *("pytest.log", "go.log", "cargo.log", "node-test.log", "mocha.log", "maven.log", "gradle.log"),
    *("unittest.log", "go-test-vet.log", "cargo-compile-error.log", "pytest-collection-error.log"),
]


def _lines(name: str) -> list[str]:
    return [text for _, text in clean_lines(read_log(FIXTURES / name), redact)]


@pytest.mark.parametrize("name", PASSING)
def test_a_passing_run_says_it_passed_and_has_no_first_error(name: str) -> None:
    assert says_passed(_lines(name))
    digest = digest_log(str(FIXTURES / name))
    assert digest.first_error_line is None  # its test's logged `error: ... refused` is no anchor


@pytest.mark.parametrize("name", FAILING)
def test_a_failing_run_does_not_say_it_passed(name: str) -> None:
    assert not says_passed(_lines(name))
    assert digest_log(str(FIXTURES / name)).first_error_line is not None


def test_a_pass_then_a_failed_step_is_no_pass() -> None:
    lines = _lines("pytest-pass.log")
    assert not says_passed([*lines, 'The command "make lint" exited with 2.'])


@pytest.mark.parametrize("name", ["go-pass.log", "cargo-pass.log"])
def test_a_passing_run_lists_no_failure_from_the_shapes_runners_share(name: str) -> None:
    # each of these runs logs `connection refused, retrying` next to an error word, and passes
    assert digest_log(str(FIXTURES / name)).failures == ()
