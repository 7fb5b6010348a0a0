"""The JSON report, `version: 1` as DESIGN.md fixes it; the pydantic models below are the schema.

Fields after `elapsed_s` (status, error, repo, chars_sent, notes, conclusion_provider, fallback) and a
location's `source` are additions; readers of version 1 may ignore them. When the configured provider
failed and the offline heuristic stood in, `trace` is still the failed provider's and `fallback` holds the
stand-in's run. The repository root is left out: it is a local path and the report may be posted.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from diagbot.diagnosis import Diagnosis, TraceEntry
from diagbot.gitinfo import RepoFacts
from diagbot.logs.redact import redact
from diagbot.logs.types import LogDigest


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FailureV1(_Strict):
    """One failing test as the log reported it."""

    test: str | None
    path: str | None
    line: int | None
    message: str


class QuestionV1(_Strict):
    """What the model was asked about: the log's size, the excerpt's size, the parsed failures."""

    log_chars: int
    excerpt_chars: int
    failures: list[FailureV1]


class TraceV1(_Strict):
    """One tool call; `chars` is what was fed back to the model."""

    tool: str
    args: dict[str, Any] | str
    ok: bool
    chars: int
    summary: str
    truncated: bool


class LocationV1(_Strict):
    """A repository-relative file and line the diagnosis points at; `source` says who named it."""

    path: str
    line: int | None
    source: Literal["conclusion", "log"]  # an addition: the conclusion's citation, or a parsed failure's


class UsageV1(_Strict):
    """Tokens the provider reported, summed over turns."""

    input_tokens: int
    output_tokens: int


class RepoV1(_Strict):
    """The checkout the diagnosis read."""

    head: str | None
    branch: str | None
    base: str | None
    changed: list[str]
    dirty: bool


class FallbackV1(_Strict):
    """The offline heuristic's run that stood in when the configured provider failed; its trace is its own."""

    provider: str
    model: str
    status: Literal["concluded", "out_of_turns", "failed"]
    turns: int
    elapsed_s: float
    trace: list[TraceV1]


class ReportV1(_Strict):
    """The whole JSON report."""

    version: Literal[1] = 1
    provider: str
    model: str
    question: QuestionV1
    trace: list[TraceV1]
    conclusion: str
    locations: list[LocationV1]
    turns: int
    usage: UsageV1
    elapsed_s: float
    status: Literal["concluded", "out_of_turns", "failed"]
    error: str | None
    repo: RepoV1 | None
    chars_sent: int
    notes: list[str]
    conclusion_provider: str | None
    fallback: FallbackV1 | None


def build_report(d: Diagnosis) -> ReportV1:
    """The report model for `d`."""
    digest = d.digest or LogDigest(excerpt="")
    failures = [FailureV1(test=f.test, path=f.path, line=f.line, message=f.message) for f in digest.failures]
    question = QuestionV1(
        log_chars=digest.log_chars,
        excerpt_chars=len(digest.excerpt),
        failures=failures,
    )
    repo = d.repo
    return ReportV1(
        provider=d.provider,
        model=d.model,
        question=question,
        trace=_trace(d.trace),
        conclusion=d.conclusion,
        locations=[LocationV1(path=loc.path, line=loc.line, source=loc.source) for loc in d.locations],
        turns=d.turns,
        usage=UsageV1(input_tokens=d.usage.input_tokens, output_tokens=d.usage.output_tokens),
        elapsed_s=round(d.elapsed_s, 3),
        status=d.status,
        error=d.error,
        repo=_repo(repo) if repo else None,
        chars_sent=d.chars_sent,
        notes=list(d.notes),
        conclusion_provider=d.conclusion_provider,
        fallback=_fallback(d.fallback),
    )


def _trace(entries: tuple[TraceEntry, ...]) -> list[TraceV1]:
    return [
        TraceV1(tool=e.tool, args=e.args, ok=e.ok, chars=e.chars, summary=e.summary, truncated=e.truncated)
        for e in entries
    ]


def _fallback(f: Diagnosis | None) -> FallbackV1 | None:
    if f is None:
        return None
    return FallbackV1(
        provider=f.provider,
        model=f.model,
        status=f.status,
        turns=f.turns,
        elapsed_s=round(f.elapsed_s, 3),
        trace=_trace(f.trace),
    )


def render_json(d: Diagnosis) -> str:
    """Render `d` as the version 1 JSON report (indented, UTF-8 text, trailing newline)."""
    return build_report(d).model_dump_json(indent=2) + "\n"


def _repo(repo: RepoFacts) -> RepoV1:
    """The repository's facts; a changed file's name passes the redactor as the question's and the tools' do (a
    name can hold a secret, `notes-AKIA….txt`)."""
    changed = [redact(path, code=True) for path in repo.changed]
    return RepoV1(head=repo.head, branch=repo.branch, base=repo.base, changed=changed, dirty=repo.dirty)
