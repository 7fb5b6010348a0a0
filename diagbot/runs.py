"""Explaining a CI run straight from the CI's API: each failed job's log through explain(), then one report.

`diagbot explain --github-run RUN | --github-job ID | --gitlab-job ID | --gitlab-pipeline ID`: the source is read
(ci/), each failed job's log is cut to its failed step and diagnosed, and the outcomes go to runs_publish.
"""

from __future__ import annotations

import argparse
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path

import httpx

from diagbot.agent import Observer
from diagbot.ci import github, gitlab
from diagbot.ci.fetch import TIMEOUT, CiApi
from diagbot.ci.joblog import fetch_job_log
from diagbot.ci.pulls import PullFile, is_shallow, pull_request_files
from diagbot.ci.steps import Cut, github_cut, gitlab_cut
from diagbot.ci.types import Job, JobLog, Run
from diagbot.config import Settings
from diagbot.diagnose import explain
from diagbot.errors import CiError, UsageError
from diagbot.logs.redact import Redactor
from diagbot.publish.summary import JobOutcome
from diagbot.words import plural


@dataclass(frozen=True)
class RunOutcome:
    """A run and what became of its failed jobs (each diagnosed, or why not)."""

    run: Run
    outcomes: tuple[JobOutcome, ...]
    api_base: str
    passed: tuple[str, ...] = ()  # the run's jobs that passed, by (redacted) name
    pr_files: tuple[PullFile, ...] | None = None  # the PR's diff from the API (see pull_request_diff)


def explain_source(
    source: str,
    args: argparse.Namespace,
    settings: Settings,
    env: Mapping[str, str],
    observer: Observer | None,
    announce: Callable[[str], None] = lambda _: None,
) -> RunOutcome:
    """Read the source, fetch and diagnose each failed job; raises UsageError (CiError) when the CI says no.
    Job and step names and the CI's own messages pass the redactor like the log does."""
    ref, redact = str(getattr(args, source)), Redactor.from_env(env).redact
    with httpx.Client(timeout=TIMEOUT) as client, tempfile.TemporaryDirectory(prefix="diagbot-ci-") as tmp:
        api, run, jobs, log_path, cut = _open(source, ref, args, env, client)
        if source.startswith("github") and not env.get("DIAGBOT_PR_NUMBER", "").strip():
            run = _with_pull_request(api, run)
        logs = [_fetch(api, log_path, job, Path(tmp), cut) for job in jobs]
        repo = Path(args.repo)
        pr_files = pull_request_diff(api, run, repo) if logs else None
        outcomes = []
        for log in logs:
            announce(redact(_where(log)))
            outcomes.append(_diagnose(log, repo, settings, env, observer, redact))
    passed = tuple(redact(j.name) for j in run.passed_jobs)
    return RunOutcome(run, tuple(outcomes), api.base, passed, pr_files)


def _fetch(
    api: CiApi, log_path: Callable[[Job], str], job: Job, workdir: Path, cut: Callable[[Path, Job], Cut | None]
) -> JobLog:
    if job.conclusion is None:  # picked with --job while it runs: its log is not whole yet
        return JobLog(job, None, problem=f"job {job.name!r} is still running ({job.status or 'not started'})")
    return fetch_job_log(api, log_path(job), job, workdir, cut)


def pull_request_diff(api: CiApi, run: Run, repo: Path) -> tuple[PullFile, ...] | None:
    """HOOK(RepoFacts, #13): on a shallow GitHub checkout with a known PR, the PR's files and patches from the API,
    for RepoFacts to take instead of a local diff; None otherwise (or when the API refuses: a notice then).
    Patches are the fork's own text: they must pass the redactor before they reach the question."""
    if run.provider != "github" or run.pull_request is None or not is_shallow(repo):
        return None
    try:
        return pull_request_files(api, run.repo, run.pull_request)
    except CiError:
        return None


def _with_pull_request(api: CiApi, run: Run) -> Run:
    """The run with its pull request found; a failed lookup is a notice (the comment goes nowhere), not an error."""
    try:
        return replace(run, pull_request=github.pull_request_of(api, run))
    except CiError as exc:
        return replace(run, notices=(*run.notices, f"no pull request found for {run.head_sha[:12]}: {exc}"))


def _open(
    source: str, ref: str, args: argparse.Namespace, env: Mapping[str, str], client: httpx.Client
) -> tuple[CiApi, Run, list[Job], Callable[[Job], str], Callable[[Path, Job], Cut | None]]:
    if source.startswith("github"):
        flag = "--" + source.replace("_", "-")
        base, repo, number, job_id = github.parse_ref(ref, env, flag)
        api = github.github_api(base, env, args.github_token, client)
        if source == "github_job" or job_id is not None:
            run, job = github.run_of_job(api, repo, job_id or number)
            jobs = [job]
        else:
            run = github.read_run(api, repo, number)
            jobs = _pick(run, args.job)
        return api, run, jobs, lambda j: github.log_path(repo, j), github_cut
    api, project = gitlab.gitlab_api(env, client)
    number = _id(ref, "--" + source.replace("_", "-"))
    if source == "gitlab_job":
        run, job = gitlab.read_job_run(api, project, number, env)
        return api, run, [job], lambda j: gitlab.trace_path(project, j), _gitlab_cut
    run = gitlab.read_pipeline(api, project, number, env)
    return api, run, _pick(run, args.job), lambda j: gitlab.trace_path(project, j), _gitlab_cut


def _gitlab_cut(path: Path, job: Job) -> Cut | None:
    return gitlab_cut(path)


def _pick(run: Run, wanted: str | None) -> list[Job]:
    """The failed jobs, or the one --job names (by name or id) whatever its outcome."""
    if wanted is None:
        return list(run.failed_jobs)
    found = [j for j in run.jobs if wanted in (j.name, str(j.id))]
    if not found:
        names = ", ".join(j.name for j in run.jobs) or "none"
        raise UsageError(f"--job {wanted}: no such job in run {run.id} (its jobs: {names})")
    return found[:1]


def _id(ref: str, flag: str) -> int:
    if not ref.strip().isdigit():
        raise UsageError(f"{flag} {ref!r}: expected a numeric id")
    return int(ref)


def _diagnose(
    log: JobLog,
    repo: Path,
    settings: Settings,
    env: Mapping[str, str],
    observer: Observer | None,
    redact: Callable[[str], str],
) -> JobOutcome:
    name = redact(log.job.name)
    if log.path is None:
        return JobOutcome(name, log.job.url, None, problem=redact(log.problem or "no log"))
    d = explain(log.path, repo, settings=settings, env=env, observer=observer)
    step = redact(log.step) if log.step else None
    return JobOutcome(name, log.job.url, replace(d, notes=(redact(f"log: {_where(log)}"), *d.notes)), step=step)


def _where(log: JobLog) -> str:
    """`job 'test (3.12)', step 'Tests' (lines 21-57 of the job's log)`."""
    where = f"job {log.job.name!r}" + (f", step {log.step!r}" if log.step else "")
    if log.lines:
        where += f" (lines {log.lines[0]:,}-{log.lines[1]:,} of the job's log)"
    return where


def status_line(result: RunOutcome) -> str | None:
    """What to say when there is nothing to diagnose: a run in progress, a run that passed."""
    run = result.run
    if result.outcomes:
        return None
    what = f"{'pipeline' if run.provider == 'gitlab' else 'run'} {run.id} ({run.name})"
    if run.in_progress:
        done = sum(j.conclusion is not None for j in run.jobs)
        return f"{what} is still in progress ({done} of {plural(len(run.jobs), 'job')} done, none failed yet)"
    return f"{what} has no failed job: nothing to explain"


def describe_problems(result: RunOutcome) -> list[str]:
    """One line per job whose log could not be had."""
    return [f"{o.name}: {o.problem}" for o in result.outcomes if o.diagnosis is None and o.problem]
