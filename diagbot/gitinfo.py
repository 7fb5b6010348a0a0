"""Repository facts for the question: head, branch and what changed against the base."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class RepoFacts:
    """What git says about the checkout; `changed` are repository-relative paths vs the merge base."""

    root: str
    head: str | None = None
    branch: str | None = None
    base: str | None = None  # the ref the merge base was taken against, e.g. "origin/main"
    changed: tuple[str, ...] = ()
    dirty: bool = False


_DEFAULT_BRANCHES = ("origin/HEAD", "origin/main", "origin/master", "main", "master")
LAST_COMMIT = "HEAD~1"  # `base` when HEAD is on the default branch: changed = files of the last commit


def repo_facts(root: Path, env: Mapping[str, str]) -> RepoFacts | None:
    """What git knows about `root`; None outside a git repository. Never raises."""
    try:
        import git  # lazy: importing GitPython costs start-up time `diagbot question` cannot spare
    except ImportError:
        return None
    try:
        repo = git.Repo(root, search_parent_directories=True)
    except (git.GitError, OSError, ValueError):
        return None
    try:
        return _scoped(_facts(repo, env), root)
    finally:
        repo.close()


def _scoped(facts: RepoFacts, root: Path) -> RepoFacts:
    """Facts for a subdirectory of the work tree: only the changes under it, relative to it (as the tools see them)."""
    top, sub = Path(facts.root).resolve(), Path(root).resolve()
    if sub == top or not sub.is_relative_to(top):
        return facts
    prefix = sub.relative_to(top).as_posix() + "/"
    changed = tuple(c.removeprefix(prefix) for c in facts.changed if c.startswith(prefix))
    return replace(facts, root=str(sub), changed=changed)


def _facts(repo: Any, env: Mapping[str, str]) -> RepoFacts:
    top = str(repo.working_tree_dir or repo.git_dir)
    head = _git(repo, "rev-parse", "--verify", "--quiet", "HEAD^{commit}")
    branch = _git(repo, "symbolic-ref", "--short", "--quiet", "HEAD") or _ci_branch(env)
    base, committed = _committed_changes(repo, env, head) if head else (None, [])
    dirty = _dirty_paths(repo, bool(head))
    changed = list(dict.fromkeys([*committed, *dirty]))
    return RepoFacts(root=top, head=head, branch=branch, base=base, changed=tuple(changed), dirty=bool(dirty))


def _committed_changes(repo: Any, env: Mapping[str, str], head: str) -> tuple[str | None, list[str]]:
    """(base, files) against the merge base; on the default branch, the last commit's files."""
    target = env.get("GITHUB_BASE_REF") or env.get("CI_MERGE_REQUEST_TARGET_BRANCH_NAME")
    candidates = (f"origin/{target}", target, *_DEFAULT_BRANCHES) if target else _DEFAULT_BRANCHES
    for ref in candidates:
        merge_base = _git(repo, "merge-base", ref, "HEAD") if _resolves(repo, ref) else None
        if merge_base and merge_base != head:
            return _pretty(repo, ref), _names(repo, "diff", "--name-only", merge_base, "HEAD")
        if merge_base == head:
            break
    if _resolves(repo, LAST_COMMIT):
        return LAST_COMMIT, _names(repo, "diff", "--name-only", LAST_COMMIT, "HEAD")
    return None, []


def _pretty(repo: Any, ref: str) -> str:
    """origin/HEAD reads better as the branch it points at, e.g. origin/main."""
    if ref == "origin/HEAD":
        return _git(repo, "symbolic-ref", "--short", "--quiet", "refs/remotes/origin/HEAD") or ref
    return ref


def _dirty_paths(repo: Any, has_head: bool) -> list[str]:
    """Uncommitted changes: staged and unstaged against HEAD, then untracked files."""
    tracked = _names(repo, "diff", "--name-only", "HEAD") if has_head else _names(repo, "ls-files")
    untracked = _names(repo, "ls-files", "--others", "--exclude-standard", "--directory", "--no-empty-directory")
    return [*tracked, *untracked]  # a folder holding only ignored files (pytest's .pytest_cache/) is not listed


def _ci_branch(env: Mapping[str, str]) -> str | None:
    """CI checks out a detached HEAD; the branch name is in the environment then."""
    return (
        env.get("GITHUB_HEAD_REF")
        or env.get("CI_MERGE_REQUEST_SOURCE_BRANCH_NAME")
        or env.get("CI_COMMIT_REF_NAME")
        or None
    )


def _resolves(repo: Any, ref: str) -> bool:
    return _git(repo, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}") is not None


def _names(repo: Any, *args: str) -> list[str]:
    return sorted(line for line in (_git(repo, *args) or "").splitlines() if line)


def _git(repo: Any, *args: str) -> str | None:
    """Stdout of one git command, stripped; None when git fails (shallow clone, missing ref, ...)."""
    import git

    try:
        out: str = repo.git.execute(["git", *args])
    except (git.GitCommandError, OSError):
        return None
    return out.strip() or None
