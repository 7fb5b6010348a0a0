"""The value a diagnosis produces: what the agent did, what it concluded, and at what cost."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from diagbot.gitinfo import RepoFacts
from diagbot.llm.types import Usage
from diagbot.logs.types import LogDigest

Status = Literal["concluded", "out_of_turns", "failed"]
Source = Literal["conclusion", "log"]  # a location the conclusion cites, or a parsed failure's
SOURCES: tuple[Source, ...] = ("conclusion", "log")


@dataclass(frozen=True)
class TraceEntry:
    """One tool call as it happened: what was asked, what was fed back."""

    tool: str
    args: dict[str, Any] | str  # parsed arguments, or the raw text when they did not parse
    ok: bool
    chars: int  # chars fed back to the model
    summary: str  # one line, e.g. "src/calc.py (lines 1-13 of 13)"
    truncated: bool
    content: str = ""  # what was fed back (already redacted and truncated)
    turn: int = 0


@dataclass(frozen=True)
class Location:
    """A file:line the diagnosis points at (repository-relative), and whether the conclusion or the log named it."""

    path: str
    line: int | None = None
    source: Source = "conclusion"


@dataclass(frozen=True)
class Diagnosis:
    """The whole outcome. Always produced; a failed run says so in `status` and `error`."""

    status: Status
    conclusion: str
    trace: tuple[TraceEntry, ...] = ()
    turns: int = 0
    usage: Usage = field(default_factory=Usage)
    elapsed_s: float = 0.0
    error: str | None = None
    provider: str = ""
    model: str = ""
    chars_sent: int = 0  # total chars of every request body's messages, summed over turns
    locations: tuple[Location, ...] = ()
    digest: LogDigest | None = None
    repo: RepoFacts | None = None
    notes: tuple[str, ...] = ()  # e.g. "no provider configured: offline mock"
    fallback: Diagnosis | None = None  # the offline run that stood in when this provider failed

    @property
    def conclusion_provider(self) -> str | None:
        """Which provider wrote the conclusion: the offline stand-in's, this run's, or None without one."""
        if self.fallback is not None:
            return self.fallback.provider
        return self.provider if self.conclusion.strip() else None
