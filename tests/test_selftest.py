"""selftest: the seed's acceptance points on the generated sandbox, through the real parts."""

from __future__ import annotations

import io
import re

import pytest

from diagbot import selftest
from diagbot.sandbox import PLANTED_LOG_PASSWORD, PLANTED_TOKEN, sandbox_files, write_sandbox


@pytest.fixture(scope="module")
def output() -> tuple[int, str]:
    out = io.StringIO()
    code = selftest.run_selftest(out)
    return code, out.getvalue()


def test_selftest_passes_every_check_and_exits_0(output):
    assert (output[0], output[1].splitlines()[-1]) == (0, f"{len(selftest.CHECKS)}/{len(selftest.CHECKS)} passed")


def test_selftest_has_at_least_seven_checks():
    assert len(selftest.CHECKS) >= 7


def test_selftest_prints_one_numbered_line_per_check(output):
    lines = output[1].splitlines()[:-1]
    assert [re.match(r"ok  (\d+) \S", line)[1] for line in lines] == [
        str(n) for n in range(1, len(selftest.CHECKS) + 1)
    ]


def test_selftest_prints_the_same_numbers_every_run(output):
    again = io.StringIO()
    selftest.run_selftest(again)
    assert again.getvalue() == output[1]


def test_selftest_question_shows_glob_grep_read_file_in_order(output):
    first = output[1].splitlines()[0]
    assert re.search(r"one question: glob \d+, grep \d+, read_file \d+", first)


def test_selftest_truncation_line_states_the_seed_numbers(output):
    assert "a 20000-char result becomes 8054 chars, stating 12000 were cut" in output[1]


def test_selftest_big_read_is_cut_between_lines_and_names_them(output):
    line = r"ok  10 a \d+-char read feeds back \d+ chars, cut between lines: lines \d+-\d+ omitted"
    assert re.search(line, output[1])


def test_a_failing_check_prints_fail_with_its_reason_and_exits_1(monkeypatch):
    def broken(tmp):
        """Something the selftest checks."""
        raise selftest._Failed("it broke")

    monkeypatch.setattr(selftest, "CHECKS", (selftest.check_truncation, broken))
    out = io.StringIO()
    assert (selftest.run_selftest(out), out.getvalue().splitlines()[1:]) == (
        1,
        ["FAIL 2 Something the selftest checks: it broke", "1/2 passed"],
    )


def test_a_check_that_crashes_is_a_fail_not_a_traceback(monkeypatch):
    def crashing(tmp):
        """Crashes."""
        raise KeyError("x")

    monkeypatch.setattr(selftest, "CHECKS", (crashing,))
    out = io.StringIO()
    assert (selftest.run_selftest(out), out.getvalue()) == (1, "FAIL 1 Crashes: KeyError: 'x'\n0/1 passed\n")


def test_sandbox_content_is_fixed():
    assert sandbox_files() == sandbox_files()


def test_sandbox_plants_its_secrets(tmp_path):
    log = write_sandbox(tmp_path)
    planted = (
        PLANTED_LOG_PASSWORD in log.read_text(),
        PLANTED_TOKEN in (tmp_path / "repo/config/deploy.env").read_text(),
    )
    assert planted == (True, True)


def test_sandbox_calc_has_the_division_bug():
    assert "return a / b;" in sandbox_files()["src/calc.js"]
