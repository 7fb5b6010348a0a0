"""The never-throw entry point: wires logs → prompt → agent → Diagnosis."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO

from diagbot.agent import Observer, run_loop
from diagbot.config import Settings, load_settings, missing_key
from diagbot.diagnosis import Diagnosis, Location
from diagbot.errors import UsageError
from diagbot.gitinfo import RepoFacts, repo_facts
from diagbot.llm.types import Provider
from diagbot.logs.extract import digest_log
from diagbot.logs.redact import Redactor
from diagbot.logs.types import LogDigest
from diagbot.prompt import build_messages
from diagbot.tools.executor import Executor

_CITATION = re.compile(r"(?<![\w/.-])([\w./-]+\.[A-Za-z0-9]+):(\d+)")


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
    **overrides: Any,
) -> Diagnosis:
    """Diagnose the failure in `log` against the repository at `repo`; raises only UsageError.

    `hide` lists more files the agent's glob and grep never list (e.g. the report being written);
    the log and the JUnit file are always hidden.
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
    digest: LogDigest | None = None
    try:
        digest = digest_log(log, junit=junit, redactor=redactor, stdin=stdin, root=root)
        inputs = [p for p in (log, junit, *hide) if p is not None and str(p) != "-"]
        return _diagnose(settings, digest, root, redactor, env, observer, inputs)
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
) -> Diagnosis:
    facts = repo_facts(root, env)
    base = Diagnosis(status="failed", conclusion="", digest=digest, repo=facts, notes=s.notes)
    problem = missing_key(s)
    if problem:
        return replace(base, error=problem, provider=str(s.provider), model=s.model or "")
    provider = make_provider(s, digest, facts)
    executor = Executor.for_root(root, redact=redactor.redact_code, hide=hide, ignore=s.ignore)  # repository content
    messages = build_messages(digest, facts)
    d = run_loop(provider, executor, messages, max_turns=s.max_turns, budget_chars=s.budget_chars, observer=observer)
    redact = redactor.redact
    conclusion = redact(d.conclusion)
    return replace(
        d,
        conclusion=conclusion,
        error=redact(d.error) if d.error else None,
        digest=digest,
        repo=facts,
        notes=(*s.notes, *d.notes),
        locations=find_locations(root, digest, conclusion),
    )


def make_provider(s: Settings, digest: LogDigest, facts: RepoFacts | None) -> Provider:
    """The provider the settings name, built lazily so the mock never imports httpx."""
    if s.provider == "openai":
        from diagbot.llm import openai

        return openai.OpenAIProvider(s.model or "", s.base_url or openai.DEFAULT_BASE_URL, api_key=s.api_key)
    if s.provider == "anthropic":
        from diagbot.llm import anthropic

        return anthropic.AnthropicProvider(s.model or "", s.base_url or anthropic.DEFAULT_BASE_URL, api_key=s.api_key)
    from diagbot.llm.mock import MockProvider

    return MockProvider(digest, facts, inject=s.inject, script=s.script)


def find_locations(root: Path, digest: LogDigest, conclusion: str) -> tuple[Location, ...]:
    """Failures and `path:line` citations that name a file inside the repository, in order, once each."""
    found: list[Location] = [Location(f.path, f.line) for f in digest.failures if f.path]
    found += [Location(m[1], int(m[2])) for m in _CITATION.finditer(conclusion)]
    seen: set[tuple[str, int | None]] = set()
    kept: list[Location] = []
    for loc in found:
        path = loc.path.removeprefix("./")
        if (path, loc.line) in seen or not _inside(root, path):
            continue
        seen.add((path, loc.line))
        kept.append(Location(path, loc.line))
    return tuple(kept)


def _inside(root: Path, rel: str) -> bool:
    """The path names an existing file inside the root (symlinks followed)."""
    top = root.resolve()
    try:
        target = (top / rel).resolve()
    except (OSError, ValueError):
        return False
    return target.is_file() and str(target).startswith(str(top) + os.sep)
