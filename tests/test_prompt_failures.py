from pathlib import Path

from diagbot.logs.extract import digest_log
from diagbot.logs.types import Failure
from diagbot.prompt_failures import failures_section

LOGS = Path(__file__).parent / "fixtures" / "logs"


def test_failures_sharing_their_innermost_frame_are_grouped_under_it() -> None:
    section = failures_section(digest_log(LOGS / "pytest-shared-helper.log").failures)
    assert section.splitlines()[5:8] == [
        "- 2 failures share the innermost repository frame `tests/common.py:2`",
        "  - test `test_mean_of_pair`, at `tests/test_stats.py:12`, log line 64, [pytest]: AssertionError: expected 3,"
        " got 6.0",
        "  - test `test_mean_of_triple`, at `tests/test_stats.py:16`, log line 80, [pytest]: AssertionError: expected"
        " 3, got 4.5",
    ]


def test_failures_sharing_their_message_are_grouped_and_the_message_said_once() -> None:
    failures = [Failure("KeyError: 'gold'", "pytest", f"test_{k}", "tests/t.py", k, 10 * k) for k in (1, 2, 3)]
    assert failures_section(failures) == (
        "## Parsed failures\n- 3 failures share the same error: KeyError: 'gold'\n"
        "  - test `test_1`, at `tests/t.py:1`, log line 10, [pytest]\n"
        "  - test `test_2`, at `tests/t.py:2`, log line 20, [pytest]\n"
        "  - test `test_3`, at `tests/t.py:3`, log line 30, [pytest]"
    )


def test_failures_of_one_form_about_a_name_are_grouped_with_their_values_left_out() -> None:
    section = failures_section(digest_log(LOGS / "tsc-possibly-undefined.log").failures)
    assert section.splitlines()[1] == (
        "- 5 failures share one form of error, their values apart: TS18048: '….loaMetres' is possibly 'undefined'."
    )
    assert len(section.splitlines()) == 7  # each with its own message
    values = [Failure(f"AssertionError: expected {k} to equal 10", "mocha", f"t{k}", "t.js", k) for k in (1, 2)]
    assert "share" not in failures_section(values)  # an assertion's values name nothing: each one its own line


def test_a_lone_failure_is_one_line() -> None:
    failure = Failure("boom", "cargo", "tests::a", "src/lib.rs", 7, 14)
    assert (
        failures_section([failure])
        == "## Parsed failures\n- test `tests::a`, at `src/lib.rs:7`, log line 14, [cargo]: boom"
    )


def test_no_failure_says_so() -> None:
    assert "None recognised" in failures_section([])


def test_a_first_error_says_no_runner_was_recognised_and_more_failures_may_be_in_the_excerpt() -> None:
    failure = Failure("make: *** [Makefile:19: test] Error 1", "first-error", log_line=13)
    assert failures_section([failure]).splitlines()[1:] == [
        "`[first-error]`: the log's first error line: no runner's format was recognised; the excerpt may show more"
        " failures.",
        "- log line 13, [first-error]: make: *** [Makefile:19: test] Error 1",
    ]


def test_a_large_group_lists_ten_and_counts_the_rest_and_a_capped_digest_says_so() -> None:
    failures = [Failure("KeyError: 'eur'", "pytest", f"test_{k}", "tests/t.py", k, 10 * k) for k in range(1, 51)]
    lines = failures_section(failures).splitlines()
    assert (lines[0], lines[1], len(lines), lines[-1]) == (
        "## Parsed failures (the first 50; the log may report more)",
        "- 50 failures share the same error: KeyError: 'eur'",
        13,
        "  - ... and 40 more like these, left out here",
    )


def test_a_log_line_the_excerpt_leaves_out_is_said_to_be_left_out():

    shown = Failure("assert 1 == 2", "pytest", "t_a", "tests/t.py", 3, 12)
    hidden = Failure("assert 3 == 4", "pytest", "t_b", "tests/t.py", 9, 240)
    excerpt = "   12|E   assert 1 == 2\n     : lines 13-300 omitted\n  301|FAILED"
    text = failures_section([shown, hidden], 0, excerpt)
    assert "log line 12, [pytest]" in text
    assert "log line 240 (not in the excerpt), [pytest]" in text
    folded = "   12*E   assert 1 == 2\n     : repeated 240 times, to line 251\n  301|FAILED"  # lines 12-251 as one
    assert "log line 240 (not in the excerpt)" not in failures_section([shown, hidden], 0, folded)


def test_whitespace_shown_in_a_message_is_explained_once_and_only_then() -> None:
    shown = failures_section(digest_log(LOGS / "rspec-multiline.log").failures)
    assert shown.splitlines()[1].startswith("`\u00b7` stands for a space and `\u2192` for a tab")
    assert "\u00b7\u00b7\u00b7" in shown  # `"tea          2.50"`: spaces the message would otherwise collapse
    plain = failures_section([Failure("boom", "cargo", "tests::a", "src/lib.rs", 7, 14)])
    assert "stands for a space" not in plain


def test_a_run_that_stopped_at_its_first_failure_says_so() -> None:
    """pytest's `-x` says it stopped; the tests after the failure never ran, which a model must not read as passed."""
    digest = digest_log(LOGS / "pytest-exitfirst.log")
    section = failures_section(digest.failures, digest.failures_more, digest.excerpt)
    said = "- The run stopped at its first failure (the log: `stopping after 1 failures`): tests after it did not run."
    assert section.endswith(said)
    bailed = digest_log(LOGS / "mocha-bail.log")  # a real `npm test`: mocha --bail
    assert "(the log: its command has `--bail`)" in failures_section(bailed.failures, 0, bailed.excerpt)
    whole = digest_log(LOGS / "pytest-many.log")  # ran to the end
    assert "stopped" not in failures_section(whole.failures, whole.failures_more, whole.excerpt)


def test_a_dash_x_stops_only_a_pytest_command() -> None:
    """`-x` is pytest's stop at the first failure, but gcc's language and bash's trace: only pytest's is said."""
    digest = digest_log(LOGS / "pytest-exitfirst.log")
    cases = (("$ python -m pytest -x tests", True), ("+ gcc -x c -o t t.c", False), ("+ bash -x ci.sh", False))
    for echoed, said in cases:
        section = failures_section(digest.failures, 0, f"  1|{echoed}\n  2|")
        assert ("stopped at its first failure" in section) is said, echoed
