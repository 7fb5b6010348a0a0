"""GitLab CI through the REST API (v4): a job and its trace, a pipeline's failed jobs, the merge request.

The project comes from CI_PROJECT_ID, the API from CI_API_V4_URL, the token (`read_api` scope) from
DIAGBOT_GITLAB_TOKEN or GITLAB_TOKEN, sent as PRIVATE-TOKEN.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

import httpx

from diagbot.ci.fetch import CiApi
from diagbot.ci.types import Job, Run
from diagbot.errors import CiError, UsageError

HINT = "the token needs `read_api` scope and at least Reporter access (DIAGBOT_GITLAB_TOKEN or GITLAB_TOKEN)"
_MR_REF = re.compile(r"^refs/merge-requests/(\d+)/")
_CONCLUSION = {"failed": "failure", "success": "success", "canceled": "cancelled", "skipped": "skipped"}


def gitlab_api(env: Mapping[str, str], client: httpx.Client) -> tuple[CiApi, str]:
    """The API client and the URL-encoded project, from the CI's variables."""
    base, project = env.get("CI_API_V4_URL", "").rstrip("/"), env.get("CI_PROJECT_ID", "")
    if not base or not project:
        raise UsageError("reading a GitLab job needs CI_API_V4_URL and CI_PROJECT_ID (set in GitLab CI)")
    token = env.get("DIAGBOT_GITLAB_TOKEN") or env.get("GITLAB_TOKEN") or ""
    if not token:
        raise UsageError("reading a GitLab job needs a token with read_api scope: set DIAGBOT_GITLAB_TOKEN")
    api = CiApi(client, base, {"PRIVATE-TOKEN": token, "User-Agent": "diagbot"}, "GitLab", HINT)
    return api, quote(project, safe="")


def read_job_run(api: CiApi, project: str, job_id: int, env: Mapping[str, str]) -> tuple[Run, Job]:
    """One job and the pipeline it ran in (that one job only)."""
    data = api.get_json(f"projects/{project}/jobs/{job_id}", f"job {job_id}")
    if not isinstance(data, dict):
        raise CiError(f"GitLab sent no job object for job {job_id}")
    job = _job(data)
    pipeline = data.get("pipeline")
    return _run(project, pipeline if isinstance(pipeline, dict) else {}, (job,), env), job


def read_pipeline(api: CiApi, project: str, pipeline_id: int, env: Mapping[str, str]) -> Run:
    """A pipeline and its failed and passed jobs (every page)."""
    data = api.get_json(f"projects/{project}/pipelines/{pipeline_id}", f"pipeline {pipeline_id}")
    path = f"projects/{project}/pipelines/{pipeline_id}/jobs?scope[]=failed&scope[]=success&per_page=100"
    items = api.pages(path, f"the jobs of pipeline {pipeline_id}")
    jobs = tuple(_job(j) for j in items if isinstance(j, dict) and not (j.get("allow_failure") and _failed(j)))
    return _run(project, data if isinstance(data, dict) else {}, jobs, env)


def trace_path(project: str, job: Job) -> str:
    """Where a job's log is read from."""
    return f"projects/{project}/jobs/{job.id}/trace"


def _failed(data: dict[str, Any]) -> bool:
    return data.get("status") == "failed"


def _run(project: str, pipeline: dict[str, Any], jobs: tuple[Job, ...], env: Mapping[str, str]) -> Run:
    ref = str(pipeline.get("ref") or "")
    mr = env.get("CI_MERGE_REQUEST_IID", "").strip()
    from_ref = _MR_REF.match(ref)
    number = int(mr) if mr.isdigit() else int(from_ref[1]) if from_ref else None
    status = str(pipeline.get("status") or "")
    return Run(
        provider="gitlab",
        repo=project,
        id=int(pipeline.get("id") or 0),
        name=str(pipeline.get("name") or "pipeline"),
        url=str(pipeline.get("web_url") or ""),
        head_sha=str(pipeline.get("sha") or ""),
        in_progress=status in ("created", "pending", "running", "waiting_for_resource", "preparing"),
        jobs=jobs,
        pull_request=number,
    )


def _job(data: dict[str, Any]) -> Job:
    status = str(data.get("status") or "")
    return Job(
        id=int(data.get("id") or 0),
        name=str(data.get("name") or data.get("id")),
        url=str(data.get("web_url") or ""),
        status=status,
        conclusion=_CONCLUSION.get(status),
    )
