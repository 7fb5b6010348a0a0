"""One failed job's log on disk: downloaded whole into a temp dir, then cut to the step that failed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from diagbot.ci.fetch import CiApi, LogGone
from diagbot.ci.steps import Cut, write_cut
from diagbot.ci.types import Job, JobLog
from diagbot.errors import CiError


def fetch_job_log(api: CiApi, path: str, job: Job, workdir: Path, cut: Callable[[Path, Job], Cut | None]) -> JobLog:
    """Download `job`'s log from `path` into `workdir` and cut it to the failed step; problems become values."""
    whole = workdir / f"job-{job.id}.log"
    try:
        size = api.download(path, whole, f"the log of job {job.name!r} ({job.id})")
    except LogGone as gone:
        return JobLog(job, None, problem=str(gone))
    except CiError as exc:
        return JobLog(job, None, problem=str(exc))
    if size == 0:
        return JobLog(job, None, problem=f"the log of job {job.name!r} ({job.id}) is empty")
    found = cut(whole, job)
    if found is None:
        return JobLog(job, whole)
    step = workdir / f"job-{job.id}-step.log"
    try:
        write_cut(whole, found, step)
    except OSError:  # no room for the step's copy: the whole log still reads (its failing step is found again)
        return JobLog(job, whole)
    return JobLog(job, step, step=found.title, lines=(found.start, found.end))
