"""Repository facts for the question: head, branch and what changed against the base (computed once a run)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from diagbot.changes import LAST_COMMIT, MAX_COMMITS, ChangeSet, FileChange
from diagbot.gitbase import Base, find_base
from diagbot.gitdiff import diff_files, git, hidden_rel, untracked_files
from diagbot.words import plural

__all__ = ["LAST_COMMIT", "ChangeSet", "FileChange", "RepoFacts", "repo_facts"]


@dataclass(frozen=True)
class RepoFacts:
    """What git says about the checkout; paths are relative to `root`, the directory diagbot looks at."""

    root: str
    head: str | None = None
    branch: str | None = None
    changes: ChangeSet = field(default_factory=ChangeSet)

    @property
    def base(self) -> str | None:
        """The ref the diff runs from ("origin/main", LAST_COMMIT), None when unknown."""
        return self.changes.base

    @property
    def changed(self) -> tuple[str, ...]:
        """The changed files' paths."""
        return tuple(f.path for f in self.changes.files)

    @property
    def dirty(self) -> bool:
        """There are uncommitted changes."""
        return self.changes.uncommitted


def repo_facts(
    root: Path,
    env: Mapping[str, str],
    *,
    base: str | None = None,
    hide: Iterable[str | Path] = (),
    redact: Callable[[str], str] | None = None,
    changes: ChangeSet | None = None,
) -> RepoFacts | None:
    """What git knows about `root`; None outside a git repository. Never raises.

    `base` is the configured base (--base); `hide` are files left out of the diff (the log, the report);
    hunks and commit subjects pass `redact` (default: the redactor for `env`). `changes` is a diff from elsewhere
    (a pull request's files from the CI's API), taken when git cannot tell (a shallow clone).
    """
    top = (git(str(root), "rev-parse", "--show-toplevel") or "").strip() if Path(root).is_dir() else ""
    if not top:
        return None
    if redact is None:
        from diagbot.logs.redact import Redactor

        redact = Redactor.from_env(env).redact_code  # hunks are repository content: values only, never code
    head = _rev(top, "rev-parse", "--verify", "--quiet", "HEAD^{commit}")
    branch = _rev(top, "symbolic-ref", "--short", "--quiet", "HEAD") or _ci_branch(env)
    local = _changes(top, head, env, base, hidden_rel(top, hide))
    if changes is not None and local.unknown:
        local = changes
    facts = RepoFacts(root=top, head=head, branch=branch, changes=_redacted(local, redact))
    return _scoped(facts, Path(root))


def _changes(top: str, head: str | None, env: Mapping[str, str], configured: str | None, hidden: set[str]) -> ChangeSet:
    found = find_base(top, head, env, configured) if head else "the repository has no commits yet"
    dirty = _dirty(top, bool(head))
    untracked = _untracked(top, hidden)
    left_out = f"{plural(len(untracked), 'untracked file')} left out (on CI, build output)" if untracked else None
    if _in_ci(env):
        untracked = []
    if isinstance(found, Base):
        files = diff_files(top, found.sha, worktree=bool(dirty))
        commits, count, paths = _commits(top, found.sha)
        changes = ChangeSet((), found.label, found.source, None, commits, count, paths, found.note, found.sha)
    else:
        start = "HEAD" if head else _empty_tree(top)
        files = diff_files(top, start, worktree=True) if dirty and start else ()
        changes = ChangeSet(unknown=found)
    note = "; ".join(n for n in (changes.note, left_out if _in_ci(env) else None) if n) or None
    marked = tuple(replace(f, uncommitted=f.path in dirty) for f in files if f.path not in hidden)
    return replace(changes, files=marked + untracked_files(top, untracked), note=note)


def _empty_tree(top: str) -> str | None:
    """What a repository without commits diffs from."""
    return _rev(top, "hash-object", "-t", "tree", "/dev/null")


def _dirty(top: str, has_head: bool) -> set[str]:
    """Tracked files whose work tree or index differs from HEAD (all staged files before the first commit)."""
    out = git(top, "diff", "-M", "--name-only", "-z", "HEAD") if has_head else git(top, "ls-files", "-z")
    return set((out or "").split("\0")) - {""}


def _untracked(top: str, hidden: set[str]) -> list[str]:
    out = git(top, "ls-files", "--others", "--exclude-standard", "-z")
    return sorted(p for p in (out or "").split("\0") if p and p not in hidden)


def _commits(top: str, start: str) -> tuple[tuple[str, ...], int, tuple[tuple[str, ...], ...]]:
    """The subjects of start..HEAD, newest first (at most MAX_COMMITS), how many there are, and the paths each
    changed (a rename as its new path)."""
    out = git(top, "log", f"--max-count={MAX_COMMITS}", "--format=%x1e%s", "--name-only", "-M", "-z", f"{start}..HEAD")
    records = [r.split("\0") for r in (out or "").split("\x1e")[1:]]  # `subject\0\npath\0path\0`
    subjects = tuple(r[0] for r in records)
    paths = tuple(tuple(p.strip("\n") for p in r[1:] if p.strip("\n")) for r in records)
    count = _rev(top, "rev-list", "--count", f"{start}..HEAD")
    return subjects, int(count) if count and count.isdigit() else len(subjects), paths


def _redacted(changes: ChangeSet, redact: Callable[[str], str]) -> ChangeSet:
    """Hunks and subjects reach the model, the report and the PR: secrets are cut here, once."""
    files = tuple(replace(f, patch=redact(f.patch)) if f.patch else f for f in changes.files)
    return replace(changes, files=files, commits=tuple(redact(s) for s in changes.commits))


def _scoped(facts: RepoFacts, root: Path) -> RepoFacts:
    """Facts for a subdirectory of the work tree: only the changes under it, relative to it (as the tools see them)."""
    top, sub = Path(facts.root).resolve(), Path(root).resolve()
    if sub == top or not sub.is_relative_to(top):
        return facts
    prefix = sub.relative_to(top).as_posix() + "/"
    changes = facts.changes.under(prefix)
    outside = len(facts.changes.files) - len(changes.files)  # the commits list them still: say they are left out
    left_out = f"{plural(outside, 'changed file')} outside {prefix} (this directory) left out" if outside else None
    note = "; ".join(n for n in (changes.note, left_out) if n) or None
    return replace(facts, root=str(sub), changes=replace(changes, note=note))


def _in_ci(env: Mapping[str, str]) -> bool:
    return env.get("CI", "").lower() in ("true", "1") or "true" in (env.get("GITHUB_ACTIONS"), env.get("GITLAB_CI"))


def _ci_branch(env: Mapping[str, str]) -> str | None:
    """CI checks out a detached HEAD; the branch name is in the environment then."""
    return (
        env.get("GITHUB_HEAD_REF")
        or env.get("CI_MERGE_REQUEST_SOURCE_BRANCH_NAME")
        or env.get("CI_COMMIT_REF_NAME")
        or None
    )


def _rev(top: str, *args: str) -> str | None:
    out = git(top, *args)
    return (out.strip() or None) if out else None
