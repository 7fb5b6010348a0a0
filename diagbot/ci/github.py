"""GitHub Actions through the REST API: a run, its latest attempt's jobs, their logs, and the pull request.

The token needs `actions: read` (and `contents: read` on private repositories). The API base comes from
GITHUB_API_URL, so GitHub Enterprise Server works; a run URL on another host implies `https://<host>/api/v3`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any
from urllib.parse import urlparse

import httpx

from diagbot.ci.fetch import CiApi
from diagbot.ci.types import Job, Run, Step
from diagbot.errors import CiError, UsageError
from diagbot.publish.http import dig

PUBLIC_API = "https://api.github.com"
HINT = "the token needs `actions: read` on this repository (GITHUB_TOKEN or --github-token)"
_RUN_URL = re.compile(r"^/([\w.-]+)/([\w.-]+)/actions/runs/(\d+)(?:/attempts/\d+)?(?:/jobs?/(\d+))?/?$")


def parse_ref(ref: str, env: Mapping[str, str], flag: str) -> tuple[str, str, int, int | None]:
    """(API base, owner/name, run or job id, job id from a job URL) from an id or a github.com run/job URL."""
    ref = ref.strip()
    if ref.isdigit():
        repo = env.get("GITHUB_REPOSITORY", "")
        if "/" not in repo:
            raise UsageError(f"{flag} {ref}: which repository? set GITHUB_REPOSITORY=owner/name, or give the run's URL")
        return _api_base(env, None), repo, int(ref), None
    url = urlparse(ref)
    match = _RUN_URL.match(url.path) if url.scheme in ("http", "https") else None
    if match is None:
        raise UsageError(f"{flag} {ref!r}: expected an id or a URL like https://github.com/OWNER/REPO/actions/runs/ID")
    job = int(match[4]) if match[4] else None
    return _api_base(env, url.netloc), f"{match[1]}/{match[2]}", int(match[3]), job


def _api_base(env: Mapping[str, str], host: str | None) -> str:
    if env.get("GITHUB_API_URL"):
        return env["GITHUB_API_URL"].rstrip("/")
    return PUBLIC_API if host in (None, "github.com", "www.github.com") else f"https://{host}/api/v3"


def github_api(base: str, env: Mapping[str, str], token: str | None, client: httpx.Client) -> CiApi:
    """The API client; the token from --github-token, else DIAGBOT_GITHUB_TOKEN or GITHUB_TOKEN."""
    token = token or env.get("DIAGBOT_GITHUB_TOKEN") or env.get("GITHUB_TOKEN") or ""
    if not token:
        raise UsageError("reading a GitHub run needs a token: set GITHUB_TOKEN (actions: read) or pass --github-token")
    headers = {
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "diagbot",
    }
    return CiApi(client, base, headers, "GitHub", HINT)


def read_run(api: CiApi, repo: str, run_id: int) -> Run:
    """The run and its latest attempt's jobs (every page)."""
    data = api.get_json(f"repos/{repo}/actions/runs/{run_id}", f"run {run_id} of {repo}")
    attempt = _int(dig(data, "run_attempt")) or 1
    path = f"repos/{repo}/actions/runs/{run_id}/attempts/{attempt}/jobs?per_page=100"
    jobs = tuple(_job(j) for j in api.pages(path, f"the jobs of run {run_id}", key="jobs") if isinstance(j, dict))
    return Run(
        provider="github",
        repo=repo,
        id=run_id,
        name=str(dig(data, "name") or dig(data, "path") or "workflow"),
        url=str(dig(data, "html_url") or ""),
        head_sha=str(dig(data, "head_sha") or ""),
        attempt=attempt,
        in_progress=dig(data, "status") != "completed",
        jobs=jobs,
        pull_request=_int(dig(data, "pull_requests", 0, "number")),
    )


def run_of_job(api: CiApi, repo: str, job_id: int) -> tuple[Run, Job]:
    """The run a job belongs to (its latest attempt) and the job itself."""
    job_data = api.get_json(f"repos/{repo}/actions/jobs/{job_id}", f"job {job_id} of {repo}")
    run_id = _int(dig(job_data, "run_id"))
    if run_id is None or not isinstance(job_data, dict):
        raise CiError(f"GitHub's answer for job {job_id} names no run")
    return read_run(api, repo, run_id), _job(job_data)


def log_path(repo: str, job: Job) -> str:
    """Where a job's log is downloaded from (it answers 302 to a short-lived URL)."""
    return f"repos/{repo}/actions/jobs/{job.id}/logs"


def pull_request_of(api: CiApi, run: Run) -> int | None:
    """The run's pull request: its own `pull_requests` (empty for forks), else the head commit's open pulls."""
    if run.pull_request is not None or not run.head_sha:
        return run.pull_request
    pulls = api.get_json(f"repos/{run.repo}/commits/{run.head_sha}/pulls", f"the pull requests of {run.head_sha}")
    candidates = (
        [p for p in pulls if isinstance(p, dict) and p.get("state") == "open"] if isinstance(pulls, list) else []
    )
    exact = [p for p in candidates if dig(p, "head", "sha") == run.head_sha]
    chosen = (exact or candidates)[:1]
    return _int(dig(chosen, 0, "number"))


def with_pull_request(api: CiApi, run: Run) -> Run:
    """The run with its pull request found; a failed lookup is a notice (the comment goes nowhere), not an error."""
    try:
        return replace(run, pull_request=pull_request_of(api, run))
    except CiError as exc:
        return replace(run, notices=(*run.notices, f"no pull request found for {run.head_sha[:12]}: {exc}"))


def _job(data: dict[str, Any]) -> Job:
    steps = tuple(
        Step(number=_int(s.get("number")) or 0, name=str(s.get("name") or ""), conclusion=s.get("conclusion"))
        for s in data.get("steps") or []
        if isinstance(s, dict)
    )
    return Job(
        id=_int(data.get("id")) or 0,
        name=str(data.get("name") or data.get("id")),
        url=str(data.get("html_url") or ""),
        status=str(data.get("status") or ""),
        conclusion=data.get("conclusion") if isinstance(data.get("conclusion"), str) else None,
        steps=steps,
    )


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
