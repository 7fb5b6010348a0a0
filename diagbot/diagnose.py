"""The never-throw entry point: wires logs → prompt → agent → Diagnosis."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO

from diagbot.agent import Observer, run_loop
from diagbot.change_order import NO_LEADS, leads
from diagbot.citations import find_locations
from diagbot.config import Settings, load_settings, missing_key
from diagbot.diagnosis import Diagnosis
from diagbot.errors import UsageError
from diagbot.fallback import headline, should_stand_in, stand_in
from diagbot.gitinfo import ChangeSet, RepoFacts, repo_facts
from diagbot.llm.types import Provider, ToolCall, Usage
from diagbot.logs.extract import digest_log
from diagbot.logs.redact import Redactor
from diagbot.logs.types import LogDigest
from diagbot.offline import OFFLINE_TURNS
from diagbot.prompt import build_messages
from diagbot.tools.base import ToolResult
from diagbot.tools.executor import Executor
from diagbot.walk import NO_WALK, walked

__all__ = ["OFFLINE_TURNS", "explain", "find_locations", "make_provider", "offline_provider"]


def explain(
    log: str | Path,
    repo: str | Path = ".",
    provider: str | None = None,
    *,
    settings: Settings | None = None,
    junit: Path | None = None,
    observer: Observer | None = None,
    env: Mapping[str, str] | None = None,
    stdin: BinaryIO | None = None,
    hide: Sequence[str | Path] = (),
    changes: ChangeSet | None = None,
    digest: LogDigest | None = None,
    **overrides: Any,
) -> Diagnosis:
    """Diagnose the failure in `log` against the repository at `repo`; raises only UsageError.

    `hide` lists more files the agent's glob and grep never list (e.g. the report being written);
    the log and the JUnit file are always hidden. `changes`: the branch's diff from the CI's API, used when git
    cannot compute it (a shallow clone). `digest`: the log's digest when the caller made it already (digest_log with
    the same environment's redactor and `root`), so the log is not read twice.
    `overrides` are settings by name (model, base_url, api_key, max_turns, inject, script, ...).
    """
    env = os.environ if env is None else env
    root = Path(repo)
    if not root.is_dir():
        raise UsageError(f"--repo {repo}: not a directory")
    unknown = sorted(set(overrides) - set(Settings.model_fields))
    if unknown:
        raise UsageError(f"explain() got unknown settings {unknown}; allowed: {', '.join(Settings.model_fields)}")
    if settings is None:
        settings = load_settings({"provider": provider, **overrides}, env, root)
    redactor = Redactor.from_env(env)
    try:
        if digest is None:
            digest = digest_log(log, junit=junit, redactor=redactor, stdin=stdin, root=root)
        inputs = [p for p in (log, junit, *hide) if p is not None and str(p) != "-"]
        return _diagnose(settings, digest, root, redactor, env, observer, inputs, changes)
    except UsageError:
        raise
    except Exception as exc:  # the one never-throw wrapper: any bug below still yields a report that says so
        error = redactor.redact(f"{type(exc).__name__}: {exc}")
        failed = Diagnosis(status="failed", conclusion="", error=error, digest=digest, notes=settings.notes)
        return replace(failed, provider=settings.provider or "", model=settings.model or "")


def _diagnose(
    s: Settings,
    digest: LogDigest,
    root: Path,
    redactor: Redactor,
    env: Mapping[str, str],
    observer: Observer | None,
    hide: Sequence[str | Path] = (),
    changes: ChangeSet | None = None,
) -> Diagnosis:
    redact, redact_code = redactor.redact, redactor.redact_code  # repository content: values only, never code
    observer = _Redacted(observer, redact) if observer is not None else None
    facts = repo_facts(root, env, base=s.base, hide=hide, redact=redact_code, changes=changes)
    problem = missing_key(s)
    model = s.provider != "mock" and not problem  # a model will read the question: the offline walk orders it
    walk = walked(digest, facts, root, redact=redact_code, hide=hide, ignore=s.ignore) if model else NO_WALK
    tied = leads(facts.changes.files, digest, walk) if facts else NO_LEADS
    executor = Executor.for_root(root, redact=redact_code, hide=hide, ignore=s.ignore, repo=facts, leads=tied)

    def run(provider: Provider, budget_chars: int, turns: int) -> Diagnosis:
        messages = build_messages(digest, facts, diff_chars=s.diff_chars, redact=redact_code, root=root, walk=walk)
        d = run_loop(provider, executor, messages, max_turns=turns, budget_chars=budget_chars, observer=observer)
        return replace(d, conclusion=redact(d.conclusion), error=redact(d.error) if d.error else None)

    if problem:
        d = Diagnosis(status="failed", conclusion="", error=problem, provider=str(s.provider), model=s.model or "")
    else:
        d = run(make_provider(s, digest, facts), s.budget_chars, turns_allowed(s, offline=s.provider == "mock"))
    cited = d.conclusion
    if should_stand_in(d, s):
        line = redact(headline(d, s))
        if observer is not None:
            observer.on_error(line)
        turns = turns_allowed(s, offline=True)
        offline = run(offline_provider(digest, facts, max_turns=turns), sys.maxsize, turns)  # no model reads it: no
        # budget to keep
        d, cited = stand_in(d, offline, line), offline.conclusion
    return replace(
        d,
        digest=digest,
        repo=facts,
        notes=(*s.notes, *d.notes, *([digest.unreadable] if digest.unreadable else [])),
        locations=find_locations(root, digest, cited),
    )


class _Redacted(Observer):
    """The caller's observer, hearing errors and the conclusion redacted: a provider's error can quote a token
    (its 400 echoing the request) and the CLI prints it on stderr, a CI log as public as the report."""

    def __init__(self, inner: Observer, redact: Callable[[str], str]) -> None:
        self.inner, self.redact = inner, redact

    def on_turn(self, turn: int) -> None:
        """Passed on."""
        self.inner.on_turn(turn)

    def on_call(self, call: ToolCall) -> None:
        """Passed on."""
        self.inner.on_call(call)

    def on_result(self, call: ToolCall, result: ToolResult) -> None:
        """Passed on (results are redacted by the executor)."""
        self.inner.on_result(call, result)

    def on_conclusion(self, text: str) -> None:
        """Passed on redacted."""
        self.inner.on_conclusion(self.redact(text))

    def on_usage(self, usage: Usage) -> None:
        """Passed on."""
        self.inner.on_usage(usage)

    def on_error(self, message: str) -> None:
        """Passed on redacted."""
        self.inner.on_error(self.redact(message))


def make_provider(s: Settings, digest: LogDigest, facts: RepoFacts | None) -> Provider:
    """The provider the settings name, built lazily so the mock never imports httpx."""
    read, connect = s.request_timeout, min(10.0, s.request_timeout)
    if s.provider == "openai":
        from diagbot.llm import openai

        url = s.base_url or openai.DEFAULT_BASE_URL
        return openai.OpenAIProvider(s.model or "", url, api_key=s.api_key, read_timeout=read, connect_timeout=connect)
    if s.provider == "anthropic":
        from diagbot.llm import anthropic

        url = s.base_url or anthropic.DEFAULT_BASE_URL
        return anthropic.AnthropicProvider(
            s.model or "", url, api_key=s.api_key, read_timeout=read, connect_timeout=connect
        )
    return offline_provider(digest, facts, inject=s.inject, script=s.script, max_turns=turns_allowed(s, offline=True))


def turns_allowed(s: Settings, *, offline: bool) -> int:
    """The turns the loop allows: the setting, or, when none was given, the offline model's own allowance (its calls
    are local reads, not a paid model's requests: the limit that keeps a model's cost down need not cut it short)."""
    return OFFLINE_TURNS if offline and "max_turns" not in s.model_fields_set else s.max_turns


def offline_provider(
    digest: LogDigest,
    facts: RepoFacts | None,
    *,
    inject: str | None = None,
    script: Path | None = None,
    max_turns: int = 10,
) -> Provider:
    """The offline heuristic: the default without a key, and the stand-in when the configured model fails; it
    concludes within `max_turns`."""
    from diagbot.offline.provider import MockProvider  # the one import of the offline diagnoser

    return MockProvider(digest, facts, inject=inject, script=script, max_turns=max_turns)
