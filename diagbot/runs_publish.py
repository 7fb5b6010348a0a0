"""What becomes of an explained run: the report on stdout or --output, the PR comment, the job summary.

One job diagnosed: its report, as `--log` would print it. Several: the run summary (publish/summary.py), which
is also the one PR comment (per-run, the default) that later runs of the same workflow update.
"""

from __future__ import annotations

import io
import json
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TextIO

import httpx

from diagbot.config import Settings
from diagbot.diagnosis import Diagnosis
from diagbot.publish import resolve_post
from diagbot.publish.actions import append_summary, run_annotation_commands
from diagbot.publish.github import comment_api, comment_target, publish_github, upsert_comment
from diagbot.publish.gitlab import MAX_NOTE_CHARS, publish_gitlab
from diagbot.publish.http import Skip, client_for, marker
from diagbot.publish.summary import group_outcomes, render_run_summary
from diagbot.report.json import render_json
from diagbot.report.markdown import render_markdown
from diagbot.report.safe import md_text
from diagbot.report.text import render_text
from diagbot.runs import RunOutcome

COMMENT_CHARS = 65_536
SUMMARY_BYTES = 1_048_576


def render_result(result: RunOutcome, fmt: str, *, color: bool) -> str:
    """The report for stdout or --output: one job's own report, else the run summary (or its JSON/text)."""
    diagnosed = [o for o in result.outcomes if o.diagnosis is not None]
    if len(result.outcomes) == 1 and diagnosed:
        d = diagnosed[0].diagnosis
        assert d is not None
        return _one(d, fmt, color=color)
    summary = _summary(result, None, SUMMARY_BYTES)
    if fmt == "json":
        jobs = [
            {
                "job": o.name,
                "url": o.url,
                "step": o.step,
                "problem": o.problem,
                "report": json.loads(render_json(o.diagnosis)) if o.diagnosis else None,
            }
            for o in result.outcomes
        ]
        run = {"provider": result.run.provider, "id": result.run.id, "name": result.run.name, "url": result.run.url}
        return json.dumps({"version": 1, "run": run, "conclusion": summary, "jobs": jobs}, indent=2)
    if fmt == "text":
        parts = [f"== {o.name}: {o.problem} ==" for o in result.outcomes if o.diagnosis is None]
        groups = group_outcomes(diagnosed)  # matrix legs failing the same way: one report, every leg named
        parts += [f"== {', '.join(names)} ==\n{render_text(d, color=color)}" for names, d in groups]
        return "\n\n".join(parts)
    return summary


def _one(d: Diagnosis, fmt: str, *, color: bool) -> str:
    if fmt == "json":
        return render_json(d)
    return render_text(d, color=color) if fmt == "text" else render_markdown(d)


def _summary(result: RunOutcome, previous: str | None, limit: int) -> str:
    run = result.run
    title = f"[{md_text(run.name)} {run.id}]({run.url})" if run.url.startswith("http") else md_text(run.name)
    return render_run_summary(title, result.outcomes, result.passed, previous, limit=limit)


def publish_result(result: RunOutcome, s: Settings, env: Mapping[str, str], out: TextIO) -> list[str]:
    """Post where --post says (auto: the CI this runs in): the run's comment, or each job's (comment: per-job)."""
    post = resolve_post(s.post, env)
    ds = [o.diagnosis for o in result.outcomes if o.diagnosis is not None]
    if post == "github":
        env = _github_env(result, env)
        return _github_per_job(result, env, out) if s.comment == "per-job" else _github_run(result, ds, env, out)
    if post == "gitlab":
        env = {**env, **({"CI_MERGE_REQUEST_IID": str(result.run.pull_request)} if result.run.pull_request else {})}
        if s.comment == "per-job":
            jobs = [(o.name, o.diagnosis) for o in result.outcomes if o.diagnosis is not None]
            return [n for name, d in jobs for n in publish_gitlab(render_markdown(d), {**env, "CI_JOB_NAME": name})]
        return publish_gitlab(
            lambda old: _summary(result, old, MAX_NOTE_CHARS - 200), env, mark=marker("run", result.run.name)
        )
    return []


def _github_env(result: RunOutcome, env: Mapping[str, str]) -> dict[str, str]:
    """The environment the publisher reads, pointed at the run's repository and pull request."""
    extra = {"GITHUB_REPOSITORY": result.run.repo, "GITHUB_API_URL": result.api_base}
    if result.run.pull_request and not env.get("DIAGBOT_PR_NUMBER", "").strip():
        extra["DIAGBOT_PR_NUMBER"] = str(result.run.pull_request)
    return {**env, **extra}


def _github_run(result: RunOutcome, ds: list[Diagnosis], env: Mapping[str, str], out: TextIO) -> list[str]:
    notices = [append_summary(_summary(result, None, SUMMARY_BYTES), env)]
    out.write(run_annotation_commands(ds))
    try:
        target = replace(comment_target(env), marker=marker("run", result.run.name), label="")
        make: Callable[[str | None], str] = lambda old: target.head + _summary(result, old, COMMENT_CHARS - 200)  # noqa: E731
        with client_for(None) as http:
            notices.append(upsert_comment(comment_api(http, target, time.sleep), target, make))
    except Skip as skip:
        notices.append(str(skip))
    except httpx.HTTPError as exc:
        notices.append(f"GitHub API unreachable ({type(exc).__name__}: {exc})")
    return notices


def _github_per_job(result: RunOutcome, env: Mapping[str, str], out: TextIO) -> list[str]:
    """A comment and a job summary per diagnosed job; the annotations once for all, within the step's limit."""
    notices: list[str] = []
    jobs = [(o.name, o.diagnosis) for o in result.outcomes if o.diagnosis is not None]
    for name, d in jobs:
        job_env = {**env, "GITHUB_WORKFLOW": result.run.name, "GITHUB_JOB": name}
        full = render_markdown(d, limit=SUMMARY_BYTES)
        notices += publish_github(render_markdown(d), d, job_env, out=io.StringIO(), summary_markdown=full)
    out.write(run_annotation_commands([d for _, d in jobs]))
    return notices
