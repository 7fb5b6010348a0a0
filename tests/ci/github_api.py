"""GitHub REST shapes for the fake API (field names as the REST docs give them). Not collected by pytest."""

from __future__ import annotations

from typing import Any

from ci.fake_ci import FakeCI, Reply, json_reply
from ci.joblogs import github_log, github_steps

REPO = "octo/shop"
RUN = 42
SHA = "6dcb09b5b57875f334f61aebed695e2e4193db5e"
RUN_URL = f"https://github.com/{REPO}/actions/runs/{RUN}"


def run_json(*, attempt: int = 2, status: str = "completed", pulls: list[int] | None = None) -> dict[str, Any]:
    """GET /repos/{owner}/{repo}/actions/runs/{run_id}."""
    prs = [
        {"id": n * 10, "number": n, "head": {"ref": "fix", "sha": SHA}, "base": {"ref": "main"}} for n in pulls or []
    ]
    return {
        "id": RUN,
        "name": "CI",
        "head_sha": SHA,
        "run_number": 17,
        "run_attempt": attempt,
        "event": "pull_request",
        "status": status,
        "conclusion": "failure" if status == "completed" else None,
        "html_url": RUN_URL,
        "pull_requests": prs,
    }


def job_json(job_id: int, name: str, conclusion: str | None, *, status: str = "completed") -> dict[str, Any]:
    """One item of GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs."""
    steps = (
        github_steps("Tests", conclusion or "in_progress")
        if conclusion != "success"
        else github_steps("Tests", "success")
    )
    return {
        "id": job_id,
        "run_id": RUN,
        "run_attempt": 2,
        "head_sha": SHA,
        "html_url": f"{RUN_URL}/job/{job_id}",
        "status": status,
        "conclusion": conclusion,
        "name": name,
        "steps": steps,
        "workflow_name": "CI",
    }


def serve_run(
    ci: FakeCI,
    jobs: list[dict[str, Any]],
    *,
    logs: dict[int, Reply],
    pulls: list[int] | None = None,
    status: str = "completed",
    per_page: int = 2,
) -> None:
    """The run, its jobs over pages of `per_page` (Link rel=next), and each job's log behind a 302."""
    ci.on(f"/repos/{REPO}/actions/runs/{RUN}", json_reply(run_json(status=status, pulls=pulls)))
    base = f"/repos/{REPO}/actions/runs/{RUN}/attempts/2/jobs"
    pages = [jobs[i : i + per_page] for i in range(0, len(jobs), per_page)] or [[]]
    for n, page in enumerate(pages, 1):
        query = "?per_page=100" if n == 1 else f"?per_page=100&page={n}"
        link = {"Link": f'<{ci.api_url}{base}?per_page=100&page={n + 1}>; rel="next"'} if n < len(pages) else {}
        ci.on(base + query, json_reply({"total_count": len(jobs), "jobs": page}, **link))
    for job_id, reply in logs.items():
        ci.redirect(f"/repos/{REPO}/actions/jobs/{job_id}/logs", f"/logs/{job_id}.txt?sig=short-lived", reply)


def log_reply(output: str, command: str = "python -m pytest") -> Reply:
    """A job log as the storage serves it."""
    return Reply(200, github_log(output, command), {"Content-Type": "text/plain"})
