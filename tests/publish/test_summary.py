"""The run summary: the table, shared diagnoses, the state kept across runs, the size limit."""

from diagbot.diagnosis import Diagnosis, Location
from diagbot.logs.types import Failure, LogDigest
from diagbot.publish.summary import FIXED, JobOutcome, Row, read_state, render_run_summary


def diagnosis(test: str, path: str = "tests/test_a.py", line: int = 3, text: str = "It fails.") -> Diagnosis:
    failure = Failure(message=f"AssertionError in {test}", framework="pytest", test=test, path=path, line=line)
    return Diagnosis(
        "concluded", text, digest=LogDigest(excerpt="", failures=(failure,)), locations=(Location(path, line),)
    )


def job(name: str, d: Diagnosis | None = None, problem: str | None = None) -> JobOutcome:
    return JobOutcome(name, f"https://github.com/o/r/actions/runs/1/job/{len(name)}", d, problem)


def render(outcomes, passed=(), previous=None, limit=65_000):
    return render_run_summary("CI 1", outcomes, list(passed), previous, limit=limit)


def test_each_failed_job_is_a_row_with_its_tests_place_and_link():
    text = render([job("unit", diagnosis("test_add")), job("lint", diagnosis("test_style", "src/x.py", 9))])
    assert text.splitlines()[:5] == [
        "## diagbot: 2 failed jobs in CI 1",
        "",
        "| Job | Failing | Where | Log |",
        "|---|---|---|---|",
        "| unit | test\\_add | `tests/test_a.py:3` | [job](https://github.com/o/r/actions/runs/1/job/4) |",
    ]


def test_legs_failing_the_same_way_share_one_diagnosis():
    text = render(
        [job("py3.11", diagnosis("test_add")), job("py3.12", diagnosis("test_add")), job("x", diagnosis("t"))]
    )
    assert text.count("<details>") == 2
    assert "<details><summary><b>py3.11</b>, <b>py3.12</b> (the same failure in 2 jobs)</summary>" in text


def test_a_job_that_passes_on_the_next_run_is_marked_fixed_not_dropped():
    first = render([job("unit", diagnosis("test_add")), job("lint", diagnosis("test_style"))])
    second = render([job("unit", diagnosis("test_add"))], passed=["lint"], previous=first)
    assert second.startswith("## diagbot: 1 failed job in CI 1, 1 fixed since an earlier run\n")
    assert "| lint | ✅ fixed (was: test\\_style) |" in second
    assert read_state(second)["lint"].status == FIXED


def test_a_job_not_in_this_run_keeps_its_row():
    first = render([job("unit", diagnosis("test_add")), job("docs", diagnosis("test_links"))])
    assert read_state(render([job("unit", diagnosis("test_add"))], previous=first))["docs"] == Row(
        "failing", "test_links", "tests/test_a.py:3", "https://github.com/o/r/actions/runs/1/job/4"
    )


def test_a_job_without_a_log_says_why():
    text = render([job("unit", problem="the log is gone (HTTP 410: it expired or was deleted)")])
    assert "| unit | ⚠️ the log is gone (HTTP 410: it expired or was deleted) |" in text


def test_a_state_line_that_does_not_parse_is_ignored():
    assert read_state("<!-- diagbot:state=not-base64!! -->\n<!-- diagbot:state=e30= -->") == {}


def test_job_names_cannot_close_the_state_comment():
    text = render([job("a --> <b>", diagnosis("test_add"))])
    assert (text.count("-->"), list(read_state(text))) == (1, ["a --> <b>"])


def test_many_long_diagnoses_fit_the_comment_limit():
    outcomes = [job(f"leg {i}", diagnosis(f"test_{i}", text="word " * 20_000)) for i in range(12)]
    text = render(outcomes, limit=65_000)
    assert (len(text) <= 65_000, text.count("<details>")) == (True, 12)
