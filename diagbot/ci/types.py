"""What a CI source hands on: the failed jobs of a run, each with its log on disk and the step that failed."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

FAILED = ("failure", "timed_out")  # a GitHub job's conclusions that mean it failed (cancelled is not a failure)


@dataclass(frozen=True)
class Step:
    """One step of a job as the CI lists it."""

    number: int
    name: str
    conclusion: str | None


@dataclass(frozen=True)
class Job:
    """One job of a run: its id, name, web link, outcome and steps (GitLab lists no steps)."""

    id: int
    name: str
    url: str
    status: str  # queued, in_progress, completed (GitHub); GitLab's own status otherwise
    conclusion: str | None  # success, failure, timed_out, cancelled, skipped, ... (None while it runs)
    steps: tuple[Step, ...] = ()

    @property
    def failed(self) -> bool:
        """The job finished and failed (or timed out)."""
        return self.conclusion in FAILED

    def failed_step(self) -> Step | None:
        """The first step that failed, if the CI says which (a timed-out job's step was cancelled mid-run)."""
        failed = next((s for s in self.steps if s.conclusion in FAILED), None)
        if failed is None and self.conclusion == "timed_out":
            return next((s for s in self.steps if s.conclusion == "cancelled"), None)
        return failed


@dataclass(frozen=True)
class JobLog:
    """A failed job and its log: `path` on disk (None when the log could not be had, `problem` says why)."""

    job: Job
    path: Path | None
    problem: str | None = None
    step: str | None = None  # the failed step's name, when the log was cut to it
    lines: tuple[int, int] | None = None  # the step's line range in the job's whole log (1-based, inclusive)


@dataclass(frozen=True)
class Run:
    """A CI run (a GitHub workflow run, a GitLab pipeline) and what diagbot learnt about it."""

    provider: str  # github or gitlab
    repo: str  # owner/name, or the GitLab project id or path
    id: int
    name: str  # the workflow's name, which keys the PR comment
    url: str
    head_sha: str = ""
    attempt: int = 1
    in_progress: bool = False
    jobs: tuple[Job, ...] = ()
    pull_request: int | None = None
    notices: tuple[str, ...] = field(default=())

    @property
    def failed_jobs(self) -> tuple[Job, ...]:
        """The jobs that finished and failed, in the CI's order."""
        return tuple(j for j in self.jobs if j.failed)

    @property
    def passed_jobs(self) -> tuple[Job, ...]:
        """The jobs that finished with success."""
        return tuple(j for j in self.jobs if j.conclusion == "success")
