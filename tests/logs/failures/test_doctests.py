from pathlib import Path

from diagbot.logs.extract import digest_log

LOGS = Path(__file__).parents[2] / "fixtures" / "logs"


def test_a_unittest_run_lists_every_failure_and_a_doctest_by_what_it_expected() -> None:
    failures = digest_log(LOGS / "unittest-doctest.log").failures
    assert [(f.framework, f.test, f.path, f.line) for f in failures] == [
        ("unittest", "tests.test_money.CentsTest.test_small", "/tmp/excerpt_work/proj/ut/tests/test_money.py", 11),
        ("unittest", "tests.test_money.CentsTest.test_text", "/tmp/excerpt_work/proj/ut/tests/test_money.py", 17),
        ("unittest", "pkg.money.cents", "/tmp/excerpt_work/proj/ut/pkg/money.py", 8),
    ]
    assert failures[2].message == 'cents("2"): expected 200, got ' + "2" * 100


def test_a_doctest_run_on_its_own_is_parsed() -> None:
    (failure,) = digest_log(LOGS / "doctest-module.log").failures
    assert (failure.framework, failure.test, failure.line, failure.log_line) == ("doctest", "money.cents", 8, 16)
    assert failure.message == 'cents("2"): expected 200, got ' + "2" * 100
