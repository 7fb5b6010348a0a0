"""`diagbot explain --github-run` end to end (diagbot/runs*.py) against a fake GitHub API on loopback."""

import json

import pytest

from ci.fake_ci import FakeCI, Reply, json_reply
from ci.github_api import REPO, RUN, RUN_URL, SHA, job_json, log_reply, run_json, serve_run
from ci.joblogs import NODE_OUTPUT, PYTEST_OUTPUT, ROOT
from diagbot import __version__
from diagbot.cli import main


@pytest.fixture
def ci(monkeypatch):
    with FakeCI() as fake:
        monkeypatch.setenv("GITHUB_API_URL", fake.api_url)
        monkeypatch.setenv("GITHUB_REPOSITORY", REPO)
        monkeypatch.setenv("GITHUB_TOKEN", "ghs_test")
        yield fake


@pytest.fixture
def repo(make_repo):
    source = ROOT / "examples" / "python-pytest"
    files = {str(p.relative_to(source)): p.read_text() for p in source.rglob("*") if p.is_file()}
    return make_repo({k: v for k, v in files.items() if not k.endswith(".log")})


def explain(*args, repo):
    return main(["explain", *args, "--repo", str(repo)])


def matrix(ci: FakeCI, **kwargs):
    jobs = [
        job_json(101, "test (3.11)", "failure"),
        job_json(102, "lint", "success"),
        job_json(103, "test (3.12)", "failure"),
    ]
    logs = {101: log_reply(PYTEST_OUTPUT), 103: log_reply(PYTEST_OUTPUT)}
    serve_run(ci, jobs, logs=logs, **{"pulls": [7], **kwargs})


def test_a_matrix_of_two_failed_legs_gets_one_summary_sharing_one_diagnosis(ci, repo, capsys):
    matrix(ci)
    assert explain("--github-run", RUN_URL, repo=repo) == 0
    out, err = capsys.readouterr()
    assert err.count("diagbot: explaining the log of") == 1  # the second leg reuses the first leg's diagnosis
    assert out.startswith(f"## diagbot: 2 failed jobs in [CI {RUN}]({RUN_URL})")
    row = "| test (3.11) | test\\_discount\\_takes\\_percent\\_off, test\\_total\\_applies\\_discount\\_before\\_vat |"
    assert (out.count(row), out.count("## diagbot: concluded")) == (1, 1)  # one diagnosis for both legs
    assert "<details><summary><b>test (3.11)</b>, <b>test (3.12)</b> (the same failure in 2 jobs)</summary>" in out
    assert "| lint |" not in out


def test_the_job_list_is_read_over_every_page(ci, repo, capsys):
    matrix(ci, per_page=1)
    assert explain("--github-run", str(RUN), "--format", "json", repo=repo) == 0
    jobs_pages = [p for p in ci.paths() if "/attempts/2/jobs" in p]
    assert (len(jobs_pages), [j["job"] for j in json.loads(capsys.readouterr().out)["jobs"]]) == (
        3,
        ["test (3.11)", "test (3.12)"],
    )


def test_the_log_redirect_to_another_origin_drops_the_token(ci, repo):
    matrix(ci)
    assert explain("--github-run", str(RUN), "--job", "test (3.11)", repo=repo) == 0
    blob_headers = [h for origin, _, h in ci.requests if origin == "blobs"]
    api_headers = [h for origin, _, h in ci.requests if origin == "api"]
    assert [("Authorization" in h, h.get("Host", "").split(":")[0]) for h in blob_headers] == [(False, "127.0.0.1")]
    assert all(h["Authorization"] == "Bearer ghs_test" for h in api_headers)


def test_one_job_prints_its_own_report_with_the_step_that_failed(ci, repo, capsys):
    matrix(ci)
    assert explain("--github-run", str(RUN), "--job", "103", "--format", "json", repo=repo) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["question"]["failures"][0]["test"] == "test_discount_takes_percent_off"
    assert report["notes"][0].startswith("log: job 'test (3.12)', step 'Tests' (lines 21-57 of the job's log)")


def test_github_job_explains_one_job_directly(ci, repo, capsys):
    matrix(ci)
    ci.on(f"/repos/{REPO}/actions/jobs/103", json_reply(job_json(103, "test (3.12)", "failure")))
    assert explain("--github-job", f"{RUN_URL}/job/103", repo=repo) == 0
    assert "test_discount_takes_percent_off" in capsys.readouterr().out


def test_an_expired_log_is_said_plainly_and_exits_0(ci, repo, capsys):
    serve_run(ci, [job_json(101, "test", "failure")], logs={101: Reply(410, b'{"message": "Gone"}')})
    assert explain("--github-run", str(RUN), repo=repo) == 0
    assert "test: the log of job 'test' (101): the log is gone (HTTP 410" in capsys.readouterr().out


def test_a_run_in_progress_with_no_failure_yet_is_said_plainly(ci, repo, capsys):
    serve_run(ci, [job_json(101, "test", None, status="in_progress")], logs={}, status="in_progress")
    assert explain("--github-run", str(RUN), repo=repo) == 0
    assert capsys.readouterr().out == f"run {RUN} (CI) is still in progress (0 of 1 job done, none failed yet)\n"


def test_a_rate_limit_with_retry_after_is_waited_out(ci, repo, capsys):
    matrix(ci)
    ci.on(
        f"/repos/{REPO}/actions/runs/{RUN}",
        json_reply({"message": "slow down"}, 429, **{"Retry-After": "0"}),
        json_reply(run_json(pulls=[7])),
    )
    assert explain("--github-run", str(RUN), "--job", "lint", repo=repo) == 0
    assert ci.paths().count(f"/repos/{REPO}/actions/runs/{RUN}") == 2


def test_a_fork_pr_is_found_through_the_commits_pulls_and_gets_one_comment(ci, repo, monkeypatch, tmp_path):
    matrix(ci, pulls=[])
    ci.on(f"/repos/{REPO}/commits/{SHA}/pulls", json_reply([{"number": 9, "state": "open", "head": {"sha": SHA}}]))
    ci.on(f"/repos/{REPO}/issues/9/comments", json_reply([]))
    ci.on(f"POST /repos/{REPO}/issues/9/comments", json_reply({"id": 5, "html_url": "https://github.com/c/5"}, 201))
    event = tmp_path / "event.json"
    event.write_text(json.dumps({"workflow_run": {"id": RUN, "pull_requests": []}}))
    monkeypatch.setenv("GITHUB_EVENT_PATH", str(event))
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(tmp_path / "summary.md"))
    assert explain("--github-run", str(RUN), "--post", "github", "--output", str(tmp_path / "r.md"), repo=repo) == 0
    [(method, path, body)] = ci.bodies
    assert (method, path, body["body"].split("\n")[0]) == (
        "POST",
        f"/repos/{REPO}/issues/9/comments",
        "<!-- diagbot:job=run/CI -->",
    )
    assert "## diagbot: 2 failed jobs" in (tmp_path / "summary.md").read_text()


def test_a_missing_token_is_one_line_and_exit_2(ci, repo, monkeypatch, capsys):
    monkeypatch.delenv("GITHUB_TOKEN")
    assert explain("--github-run", str(RUN), repo=repo) == 2
    assert capsys.readouterr().err == (
        "diagbot: error: reading a GitHub run needs a token: set GITHUB_TOKEN (actions: read) or pass --github-token\n"
    )


@pytest.mark.parametrize("strict", [False, True], ids=("plain", "strict"))
def test_a_ci_api_outage_is_said_in_one_line_and_the_step_goes_on(ci, repo, capsys, monkeypatch, strict):
    monkeypatch.setattr("diagbot.ci.fetch.backoff", lambda attempt: 0.0)
    ci.on(f"/repos/{REPO}/actions/runs/{RUN}", json_reply({"message": "Bad Gateway"}, 502))
    assert explain("--github-run", str(RUN), *(["--strict"] if strict else []), repo=repo) == (1 if strict else 0)
    err = capsys.readouterr().err
    assert "diagbot: GitHub answered HTTP 502: Bad Gateway for run" in err
    assert err.endswith("no diagnosis this time\n")
    assert "token" not in err  # an outage is not the token's fault


def test_an_unknown_run_names_the_permission_to_check(ci, repo, capsys):
    assert explain("--github-run", "77", repo=repo) == 2
    assert "GitHub answered HTTP 404: Not Found for run 77 of octo/shop; the token needs `actions: read`" in (
        capsys.readouterr().err
    )


def test_an_unknown_job_name_lists_the_jobs(ci, repo, capsys):
    matrix(ci)
    assert explain("--github-run", str(RUN), "--job", "deploy", repo=repo) == 2
    assert "no such job in run 42 (its jobs: test (3.11), lint, test (3.12))" in capsys.readouterr().err


def test_explain_with_no_source_says_which_to_give(capsys):
    assert main(["explain"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"diagbot {__version__}\n"


def test_a_rerun_updates_the_run_comment_and_marks_the_passing_job_fixed(ci, repo, monkeypatch, tmp_path, capsys):
    from diagbot.publish.summary import JobOutcome, render_run_summary

    old_body = "<!-- diagbot:job=run/CI -->\n" + render_run_summary(
        "CI", [JobOutcome("lint", "https://github.com/l", None, "gone")], [], None, limit=60_000
    )
    matrix(ci)
    ci.on(
        f"/repos/{REPO}/issues/7/comments",
        json_reply(
            [{"id": 3, "node_id": "IC_3", "body": old_body, "user": {"login": "github-actions[bot]", "type": "Bot"}}]
        ),
    )
    ci.on("POST /graphql", json_reply({"data": {"nodes": [{"id": "IC_3", "isMinimized": False}]}}))
    ci.on(f"PATCH /repos/{REPO}/issues/comments/3", json_reply({"id": 3, "html_url": "https://github.com/c/3"}))
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(tmp_path / "summary.md"))
    assert explain("--github-run", str(RUN), "--post", "auto", repo=repo) == 0
    method, path, body = ci.bodies[-1]
    assert (method, path) == ("PATCH", f"/repos/{REPO}/issues/comments/3")
    assert "| lint | ✅ fixed (was: gone) |" in body["body"]
    annotations = [line.split("::")[1] for line in capsys.readouterr().out.splitlines() if line.startswith("::error ")]
    assert annotations[0] == "error file=invoice/totals.py,line=23,title=diagbot"  # the conclusion's culprit first
    assert "error file=tests/test_totals.py,line=19,title=diagbot (failure from the log)" in annotations


def test_a_shallow_checkout_takes_the_pr_diff_from_the_api(ci, make_repo, tmp_path):
    import argparse
    import os
    import subprocess

    from diagbot.config import load_settings
    from diagbot.runs import explain_source

    source = ROOT / "examples" / "python-pytest"
    origin = make_repo({str(p.relative_to(source)): p.read_text() for p in source.rglob("*.py")})
    subprocess.run(["git", "commit", "-q", "--allow-empty", "-m", "fix"], cwd=origin, check=True)
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--depth", "1", f"file://{origin}", str(clone)], check=True)
    matrix(ci)
    patch = "@@ -24,4 +24,4 @@\n     if not 0 <= percent <= 100:\n-    return round(cents * (100 - percent) / 100)\n"
    patch += "+    return round(cents * (100 + percent) / 100)"
    files = [{"filename": "invoice/totals.py", "status": "modified", "additions": 1, "deletions": 1, "patch": patch}]
    ci.on(f"/repos/{REPO}/pulls/7/files", json_reply(files))
    args = argparse.Namespace(github_run=str(RUN), job="test (3.11)", github_token=None, repo=str(clone))
    result = explain_source("github_run", args, load_settings({}, os.environ, clone), os.environ, None)
    assert [(f.filename, f.status) for f in result.pr_files or ()] == [("invoice/totals.py", "modified")]
    d = result.outcomes[0].diagnosis
    assert d is not None
    assert d.repo is not None
    assert (d.repo.changes.base, d.repo.changed) == ("pull request #7", ("invoice/totals.py",))
    assert "`invoice/totals.py:25`" in d.conclusion  # the offline diagnoser read the PR's hunk


def test_a_job_picked_while_it_runs_is_said_plainly(ci, repo, capsys):
    serve_run(ci, [job_json(101, "test", None, status="in_progress")], logs={}, status="in_progress", pulls=[7])
    assert explain("--github-run", str(RUN), "--job", "test", repo=repo) == 0
    assert capsys.readouterr().out == "test: job 'test' is still running (in_progress); nothing to diagnose\n"
    assert [p for p in ci.paths() if p.endswith("/logs")] == []


def test_secrets_in_job_names_are_redacted_in_the_summary(ci, repo, capsys):
    token = "ghp_" + "A1b2C3d4E5" * 3 + "F6g7H8"
    jobs = [job_json(101, f"deploy {token}", "failure"), job_json(103, "test", "failure")]
    serve_run(ci, jobs, logs={101: log_reply(PYTEST_OUTPUT), 103: log_reply(NODE_OUTPUT, "npm test")}, pulls=[7])
    assert explain("--github-run", str(RUN), repo=repo) == 0
    out, err = capsys.readouterr()
    assert (token in out, token in err, "| deploy \\[REDACTED github-token\\] |" in out) == (False, False, True)


def test_past_the_cap_a_job_that_fails_differently_is_listed_not_diagnosed(ci, repo, monkeypatch, capsys):
    monkeypatch.setattr("diagbot.runs.MAX_DIAGNOSES", 1)
    jobs = [job_json(101, "unit", "failure"), job_json(103, "node", "failure")]
    serve_run(ci, jobs, logs={101: log_reply(PYTEST_OUTPUT), 103: log_reply(NODE_OUTPUT, "npm test")}, pulls=[7])
    assert explain("--github-run", str(RUN), repo=repo) == 0
    assert "| node | ⚠️ not diagnosed: more than 1 jobs failed differently |" in capsys.readouterr().out


def test_the_action_in_the_failing_job_itself_is_told_what_to_give(ci, repo, monkeypatch, capsys):
    serve_run(ci, [job_json(101, "test", None, status="in_progress")], logs={}, status="in_progress")
    monkeypatch.setenv("GITHUB_RUN_ID", str(RUN))
    assert explain("--github-run", str(RUN), repo=repo) == 0
    assert capsys.readouterr().out.endswith("or run diagbot in a job that `needs:` it\n")


def test_text_names_every_leg_above_their_one_shared_report(ci, repo, capsys):
    matrix(ci)
    assert explain("--github-run", str(RUN), "--format", "text", repo=repo) == 0
    out = capsys.readouterr().out
    assert (out.startswith("== test (3.11), test (3.12) ==\n"), out.count("diagbot: concluded")) == (True, 1)


def test_each_legs_log_is_digested_once_for_its_key_and_its_diagnosis(ci, repo, capsys, monkeypatch):
    import diagbot.diagnose
    import diagbot.runs

    read: list[str] = []

    def spy(path, **kw):
        read.append(str(path))
        return digest_log(path, **kw)

    from diagbot.logs.extract import digest_log

    monkeypatch.setattr(diagbot.runs, "digest_log", spy)
    monkeypatch.setattr(diagbot.diagnose, "digest_log", spy)
    matrix(ci)
    assert explain("--github-run", RUN_URL, repo=repo) == 0
    assert (len(read), len(set(read))) == (2, 2)
