"""`--gitlab-job` and `--gitlab-pipeline` (diagbot/ci/gitlab.py) against a fake GitLab API on loopback."""

import pytest

from ci.fake_ci import FakeCI, Reply, json_reply
from ci.joblogs import NODE_OUTPUT, PYTEST_OUTPUT, ROOT, gitlab_trace
from diagbot.cli import main

PROJECT = "/api/v4/projects/12"
PIPELINE = {
    "id": 88,
    "ref": "refs/merge-requests/3/head",
    "sha": "a1b2c3",
    "status": "failed",
    "web_url": "https://gitlab.example/g/p/-/pipelines/88",
}


def job(job_id: int, name: str, status: str, **extra):
    return {
        "id": job_id,
        "name": name,
        "stage": "test",
        "status": status,
        "allow_failure": False,
        "web_url": f"https://gitlab.example/g/p/-/jobs/{job_id}",
        "pipeline": PIPELINE,
        **extra,
    }


def trace(output: str, command: str = "python -m pytest") -> Reply:
    return Reply(200, gitlab_trace(output, command), {"Content-Type": "text/plain"})


@pytest.fixture
def gitlab(monkeypatch):
    with FakeCI() as fake:
        monkeypatch.setenv("CI_API_V4_URL", fake.api_url + "/api/v4")
        monkeypatch.setenv("CI_PROJECT_ID", "12")
        monkeypatch.setenv("DIAGBOT_GITLAB_TOKEN", "glpat-test")
        yield fake


@pytest.fixture
def repo(make_repo):
    source = ROOT / "examples" / "python-pytest"
    return make_repo({str(p.relative_to(source)): p.read_text() for p in source.rglob("*.py")})


def test_a_gitlab_job_is_explained_from_its_trace_cut_to_the_script(gitlab, repo, capsys):
    gitlab.on(f"{PROJECT}/jobs/501", json_reply(job(501, "pytest", "failed")))
    gitlab.on(f"{PROJECT}/jobs/501/trace", trace(PYTEST_OUTPUT))
    assert main(["explain", "--gitlab-job", "501", "--repo", str(repo), "--format", "json"]) == 0
    out = capsys.readouterr().out
    assert '"test": "test_discount_takes_percent_off"' in out
    assert "log: job 'pytest', step 'step_script' (lines 8-42 of the job's log)" in out
    assert all({k.lower(): v for k, v in h.items()}["private-token"] == "glpat-test" for _, _, h in gitlab.requests)


def test_a_pipeline_reads_every_page_of_jobs_and_posts_one_mr_note(gitlab, repo, monkeypatch, capsys):
    gitlab.on(f"{PROJECT}/pipelines/88", json_reply(PIPELINE))
    first = json_reply([job(501, "pytest", "failed"), job(502, "build", "success")], **{"X-Next-Page": "2"})
    second = json_reply([job(503, "node", "failed"), job(504, "flaky", "failed", allow_failure=True)])
    gitlab.on(f"{PROJECT}/pipelines/88/jobs", first, second)
    gitlab.on(f"{PROJECT}/jobs/501/trace", trace(PYTEST_OUTPUT))
    gitlab.on(f"{PROJECT}/jobs/503/trace", trace(NODE_OUTPUT, "npm test"))
    gitlab.on("/api/v4/user", json_reply({"id": 9}))
    gitlab.on(f"{PROJECT}/merge_requests/3/notes", json_reply([]))
    gitlab.on(f"POST {PROJECT}/merge_requests/3/notes", json_reply({"id": 77}, 201))
    monkeypatch.setenv("GITLAB_CI", "true")
    assert main(["explain", "--gitlab-pipeline", "88", "--repo", str(repo), "--post", "auto"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("## diagbot: 2 failed jobs in [pipeline 88](https://gitlab.example/g/p/-/pipelines/88)")
    assert "flaky" not in out  # allowed to fail: not what broke the pipeline
    [(method, path, body)] = gitlab.bodies
    assert (method, path, body["body"].split("\n")[0]) == (
        "POST",
        f"{PROJECT}/merge_requests/3/notes",
        "<!-- diagbot:job=run/pipeline -->",
    )
    assert "MR note posted (note 77)" in err


def test_gitlab_without_a_token_is_one_line_and_exit_2(gitlab, repo, monkeypatch, capsys):
    monkeypatch.delenv("DIAGBOT_GITLAB_TOKEN")
    assert main(["explain", "--gitlab-job", "501", "--repo", str(repo)]) == 2
    assert capsys.readouterr().err == (
        "diagbot: error: reading a GitLab job needs a token with read_api scope: set DIAGBOT_GITLAB_TOKEN\n"
    )
