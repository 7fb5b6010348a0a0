"""Which failure `diagbot explain` is given: --log or one CI source, said in one line when wrong."""

import pytest

from diagbot.cli import main


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            ["--log", "t.log", "--github-run", "1"],
            "give either --log or a CI source, not both (--log and --github-run)",
        ),
        (["--github-run", "1", "--gitlab-job", "2"], "give one CI source, not several (--github-run, --gitlab-job)"),
        (["--github-job", "1", "--job", "test"], "--job picks one job of --github-run or --gitlab-pipeline"),
        (["--log", "t.log", "--job", "test"], "--job picks one job of --github-run or --gitlab-pipeline"),
        (["--gitlab-job", "abc"], "reading a GitLab job needs CI_API_V4_URL and CI_PROJECT_ID (set in GitLab CI)"),
        (
            ["--github-run", "1", "--comment", "per-leg"],
            "argument --comment: invalid choice: 'per-leg' (choose from 'per-run', 'per-job')",
        ),
    ],
    ids=("log_and_source", "two_sources", "job_of_a_job", "job_of_a_log", "gitlab_outside_ci", "bad_comment"),
)
def test_a_wrong_choice_of_source_is_one_line_and_exit_2(argv, expected, capsys):
    assert main(["explain", *argv]) == 2
    assert capsys.readouterr().err == f"diagbot: error: {expected}\n"
