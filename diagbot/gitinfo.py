"""Repository facts for the question: head, branch and what changed against the base."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RepoFacts:
    """What git says about the checkout; `changed` are repository-relative paths vs the merge base."""

    root: str
    head: str | None = None
    branch: str | None = None
    base: str | None = None  # the ref the merge base was taken against, e.g. "origin/main"
    changed: tuple[str, ...] = ()
    dirty: bool = False
