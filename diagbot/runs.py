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
from diagbot.changes import ChangeSet
from diagbot.ci import github, gitlab
from diagbot.ci.fetch import TIMEOUT, CiApi
from diagbot.ci.joblog import fetch_job_log
from diagbot.ci.pulls import PullFile, as_changes, pull_request_diff
from diagbot.ci.steps import Cut, github_cut, gitlab_cut
from diagbot.ci.types import Job, JobLog, Run
from diagbot.config import Settings
from diagbot.diagnose import explain
from diagbot.diagnosis import Diagnosis
from diagbot.errors import UsageError
from diagbot.logs.extract import digest_log
from diagbot.logs.redact import Redactor
from diagbot.logs.types import LogDigest
from diagbot.publish.summary import JobOutcome

MAX_DIAGNOSES = 20  # model runs for one run's failed jobs; a bigger matrix rarely fails in more distinct ways


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
            run = github.with_pull_request(api, run)
        logs = [_fetch(api, log_path, job, Path(tmp), cut) for job in jobs]
        repo = Path(args.repo)
        pr_files = pull_request_diff(api, run, repo) if logs else None
        changes = as_changes(pr_files, run.pull_request) if pr_files and run.pull_request else None
        outcomes = _diagnose_all(logs, repo, settings, env, observer, announce, changes)
    passed = tuple(redact(j.name) for j in run.passed_jobs)
    return RunOutcome(run, tuple(outcomes), api.base, passed, pr_files)


def _diagnose_all(
    logs: list[JobLog],
    repo: Path,
    settings: Settings,
    env: Mapping[str, str],
    observer: Observer | None,
    announce: Callable[[str], None],
    changes: ChangeSet | None = None,
) -> list[JobOutcome]:
    """Each log diagnosed once; a log that fails the same tests the same way as an earlier one (a matrix leg)
    reuses that diagnosis instead of asking the model again. At most MAX_DIAGNOSES model runs."""
    redactor = Redactor.from_env(env)
    shared: dict[tuple[object, ...], Diagnosis] = {}
    outcomes: list[JobOutcome] = []
    diagnosed = 0
    for log in logs:
        # a log's digest is made once: it keys the log here and is the digest explain() diagnoses
        digest = digest_log(log.path, redactor=redactor, root=repo) if len(logs) > 1 and log.path else None
        key = _failures_key(digest)
        if key in shared:
            outcomes.append(_outcome(log, shared[key], redactor.redact))
            continue
        if log.path is not None and diagnosed == MAX_DIAGNOSES:
            log = replace(log, path=None, problem=f"not diagnosed: more than {MAX_DIAGNOSES} jobs failed differently")
        if log.path is not None:
            announce(redactor.redact(_where(log)))
            diagnosed += 1
        outcomes.append(_diagnose(log, repo, settings, env, observer, redactor.redact, changes, digest))
        if key and outcomes[-1].diagnosis is not None:
            shared[key] = outcomes[-1].diagnosis
    return outcomes


def _failures_key(digest: LogDigest | None) -> tuple[object, ...]:
    """What the log's failures are (test, place, message), or () when it names none to compare."""
    return () if digest is None else tuple((f.test, f.path, f.line, f.message) for f in digest.failures)


def _fetch(
    api: CiApi, log_path: Callable[[Job], str], job: Job, workdir: Path, cut: Callable[[Path, Job], Cut | None]
) -> JobLog:
    if job.conclusion is None:  # picked with --job while it runs: its log is not whole yet
        return JobLog(job, None, problem=f"job {job.name!r} is still running ({job.status or 'not started'})")
    return fetch_job_log(api, log_path(job), job, workdir, cut)


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
    changes: ChangeSet | None = None,
    digest: LogDigest | None = None,
) -> JobOutcome:
    name = redact(log.job.name)
    if log.path is None:
        return JobOutcome(name, log.job.url, None, problem=redact(log.problem or "no log"))
    d = explain(log.path, repo, settings=settings, env=env, observer=observer, changes=changes, digest=digest)
    return _outcome(log, d, redact)


def _outcome(log: JobLog, d: Diagnosis, redact: Callable[[str], str]) -> JobOutcome:
    """The job's outcome with diagnosis `d`, whose first note says which job and step the log was."""
    notes = tuple(n for n in d.notes if not n.startswith("log: job "))
    step = redact(log.step) if log.step else None
    return JobOutcome(
        redact(log.job.name), log.job.url, replace(d, notes=(redact(f"log: {_where(log)}"), *notes)), step
    )


def _where(log: JobLog) -> str:
    """`job 'test (3.12)', step 'Tests' (lines 21-57 of the job's log)`."""
    where = f"job {log.job.name!r}" + (f", step {log.step!r}" if log.step else "")
    if log.lines:
        where += f" (lines {log.lines[0]:,}-{log.lines[1]:,} of the job's log)"
    return where
