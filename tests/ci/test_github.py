"""Run and job references, and the job shapes of GitHub's REST API."""

import pytest

from ci.github_api import job_json
from diagbot.ci.github import PUBLIC_API, _job, parse_ref
from diagbot.ci.types import Step
from diagbot.errors import UsageError

ENV = {"GITHUB_REPOSITORY": "octo/shop"}


@pytest.mark.parametrize(
    ("ref", "env", "expected"),
    [
        ("42", ENV, (PUBLIC_API, "octo/shop", 42, None)),
        ("https://github.com/a/b/actions/runs/42", {}, (PUBLIC_API, "a/b", 42, None)),
        ("https://github.com/a/b/actions/runs/42/attempts/3", {}, (PUBLIC_API, "a/b", 42, None)),
        ("https://github.com/a/b/actions/runs/42/job/7?pr=3", {}, (PUBLIC_API, "a/b", 42, 7)),
        ("https://ghe.corp/a/b.c/actions/runs/42", {}, ("https://ghe.corp/api/v3", "a/b.c", 42, None)),
        (
            "https://github.com/a/b/actions/runs/42",
            {"GITHUB_API_URL": "http://127.0.0.1:8/"},
            ("http://127.0.0.1:8", "a/b", 42, None),
        ),
    ],
    ids=("id", "url", "attempt_url", "job_url", "enterprise_host", "api_url_wins"),
)
def test_a_run_is_named_by_id_or_url(ref, env, expected):
    assert parse_ref(ref, env, "--github-run") == expected


@pytest.mark.parametrize(
    ("ref", "env", "message"),
    [
        ("42", {}, "--github-run 42: which repository? set GITHUB_REPOSITORY=owner/name, or give the run's URL"),
        ("https://github.com/a/b/pull/3", {}, "--github-run 'https://github.com/a/b/pull/3': expected an id or a URL"),
        (
            "run-42",
            ENV,
            "--github-run 'run-42': expected an id or a URL like https://github.com/OWNER/REPO/actions/runs/ID",
        ),
    ],
    ids=("id_without_repository", "pull_request_url", "not_a_number"),
)
def test_a_bad_reference_says_what_is_expected(ref, env, message):
    with pytest.raises(UsageError, match="^" + message.replace("?", r"\?").replace("(", r"\(")):
        parse_ref(ref, env, "--github-run")


def test_a_job_keeps_its_steps_and_its_failed_step():
    job = _job(job_json(101, "test (3.12)", "failure"))
    assert (job.failed, job.failed_step(), len(job.steps)) == (True, Step(4, "Tests", "failure"), 7)


def test_a_cancelled_job_is_not_a_failed_one():
    assert _job(job_json(101, "test", "cancelled")).failed is False
