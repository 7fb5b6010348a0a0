"""A pull request's changed files from GitHub's API: the diff a shallow checkout cannot compute itself.

`GET /repos/{owner}/{repo}/pulls/{number}/files` (paginated, at most 3,000 files) gives each file's status and
its unified patch (hunks only, no `diff --git` header; absent for binary files and very large diffs).
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diagbot.ci.fetch import CiApi
from diagbot.ci.types import Run
from diagbot.errors import CiError

# GitHub's file statuses, in the words of a local `git diff --name-status` (what RepoFacts holds)
STATUSES = {"added": "added", "removed": "deleted", "modified": "modified", "changed": "modified",
            "renamed": "renamed", "copied": "copied", "unchanged": "modified"}  # fmt: skip


@dataclass(frozen=True)
class PullFile:
    """One file a pull request changes, as the API lists it; `status` already in git's words."""

    filename: str
    status: str
    previous_filename: str | None
    additions: int
    deletions: int
    patch: str | None  # None: binary, or too large for the API to include


def pull_request_files(api: CiApi, repo: str, number: int) -> tuple[PullFile, ...]:
    """Every file of pull request `number`, in the API's order; raises CiError when the API refuses."""
    path = f"repos/{repo}/pulls/{number}/files?per_page=100"
    return tuple(_file(f) for f in api.pages(path, f"the files of pull request #{number}") if isinstance(f, dict))


def is_shallow(root: Path) -> bool:
    """The checkout's history is cut (actions/checkout's default depth 1): git cannot say what the branch changed."""
    try:
        done = subprocess.run(
            ["git", "rev-parse", "--is-shallow-repository"], cwd=root, capture_output=True, text=True, timeout=30
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0 and done.stdout.strip() == "true"


def pull_request_diff(api: CiApi, run: Run, repo: Path) -> tuple[PullFile, ...] | None:
    """HOOK(RepoFacts, #13): on a shallow GitHub checkout with a known PR, the PR's files and patches from the API,
    for RepoFacts to take instead of a local diff; None otherwise, and when the API refuses (the local diff stays).
    Patches are the fork's own text: they must pass the redactor before they reach the question."""
    if run.provider != "github" or run.pull_request is None or not is_shallow(repo):
        return None
    try:
        return pull_request_files(api, run.repo, run.pull_request)
    except CiError:
        return None


def _file(data: dict[str, Any]) -> PullFile:
    previous = data.get("previous_filename")
    patch = data.get("patch")
    return PullFile(
        filename=str(data.get("filename") or ""),
        status=STATUSES.get(str(data.get("status")), "modified"),
        previous_filename=previous if isinstance(previous, str) else None,
        additions=int(data.get("additions") or 0),
        deletions=int(data.get("deletions") or 0),
        patch=patch if isinstance(patch, str) else None,
    )
