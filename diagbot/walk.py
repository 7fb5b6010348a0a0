"""The offline walk before a model is asked: the offline diagnoser follows the failure through the repository as it does
on its own (local reads, no model, no network), and the changed source files it blames, then those it passed by, lead
the question's Changes section and the diff tool's listing (change_order.Walk). Shared words alone rank a file by what
it says; the walk ranks it by what the failing test runs: from the test's line into the functions it calls and the
branch's changes they reach. The model is told why a file leads, and reads the hunks and the code itself."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from diagbot.filekinds import is_source, is_test, unread_kind
from diagbot.gitinfo import RepoFacts
from diagbot.llm.types import Message
from diagbot.logs.types import LogDigest
from diagbot.offline import OFFLINE_TURNS


@dataclass(frozen=True)
class Walk:
    """The changed source files the offline walk from the failure blames (its Cause cites them: the change it read,
    and the changes on its way there), and those it passed by (changes the code it read calls, names or holds), each
    in its order (change_order.py ranks them first)."""

    blamed: tuple[str, ...] = ()
    passed: tuple[str, ...] = ()

    @property
    def files(self) -> tuple[str, ...]:
        return self.blamed + self.passed


NO_WALK = Walk()  # no model to order the question for, no diff, or the walk failed


def walked(
    digest: LogDigest,
    facts: RepoFacts | None,
    root: Path,
    *,
    redact: Callable[[str], str] | None = None,
    hide: Sequence[str | Path] = (),
    ignore: Sequence[str] = (),
    turns: int = OFFLINE_TURNS,
) -> Walk:
    """The changed source files the offline diagnoser's walk blames and passes by; none without a diff or a
    failure, or when the walk itself fails (it only orders the question: a model's run never stops for it). Reads
    go through the same boundary, ignore rules and redaction as the model's."""
    changed = {f.path for f in facts.changes.files} if facts else set()
    if facts is None or not changed or not digest.failures:
        return NO_WALK
    from diagbot.agent import run_loop  # the loop, the tools and the offline diagnoser load only for a walk
    from diagbot.change_order import leads
    from diagbot.citations import find_locations, section_text
    from diagbot.offline.provider import MockProvider
    from diagbot.offline.way import on_the_way
    from diagbot.tools.executor import Executor

    start = [Message(role="system", content=""), Message(role="user", content="Why is this build red?")]  # the
    # offline diagnoser reads the log's digest and the repository, not the question
    try:
        tied = leads(facts.changes.files, digest)
        executor = Executor.for_root(root, redact=redact, hide=hide, ignore=tuple(ignore), repo=facts, leads=tied)
        provider = MockProvider(digest, facts, max_turns=turns)
        d = run_loop(provider, executor, start, max_turns=turns, budget_chars=sys.maxsize)
        cited = find_locations(root, digest, section_text(d.conclusion, "cause") or d.conclusion)
        passed = on_the_way(provider.findings) if provider.findings else ()
    except Exception:
        return NO_WALK

    def kept(paths: Iterable[str]) -> tuple[str, ...]:
        return tuple(
            dict.fromkeys(p for p in paths if p in changed and is_source(p) and not is_test(p) and not unread_kind(p))
        )

    blamed = kept(c.path for c in cited if c.source == "conclusion")
    return Walk(blamed, tuple(p for p in kept(passed) if p not in blamed))
