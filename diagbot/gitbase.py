"""Which commit the branch's diff runs from: the merge base with the first base found, else the last commit."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from diagbot.changes import LAST_COMMIT
from diagbot.gitdiff import git

FIX_SHALLOW = "fetch the history (on GitHub: actions/checkout with `fetch-depth: 0`; on GitLab: GIT_DEPTH: 0)"
CONFIGURED = "--base"  # the source named for a base set by --base, DIAGBOT_BASE or `base:` in the config


@dataclass(frozen=True)
class Base:
    """The commit the diff runs from, as shown (`label`), and how it was found."""

    sha: str
    label: str  # "origin/main", or LAST_COMMIT
    source: str  # "--base", "GITHUB_BASE_REF", "origin/HEAD", "the default branch"; for the last commit, why
    note: str | None = None  # why the last commit stands in for the branch's diff


@dataclass(frozen=True)
class _Candidate:
    refs: tuple[str, ...]  # tried in order: the remote-tracking branch before the local one
    source: str
    named: bool  # named by the user or the CI: when it cannot be used, guessing another would mislead


def find_base(top: str, head: str, env: Mapping[str, str], configured: str | None) -> Base | str:
    """The base of HEAD's diff, or why none can be found (said to the user, with how to fix it)."""
    shallow = git(top, "rev-parse", "--is-shallow-repository") == "true\n"
    reason: str | None = None
    for cand in _candidates(env, configured):
        ref = next((r for r in cand.refs if _resolves(top, r)), None)
        if ref is None:
            if cand.source == CONFIGURED:
                where = f"is not fetched in this shallow clone; {FIX_SHALLOW}" if shallow else "is no commit here"
                return f"the configured base {cand.refs[0]!r} (--base, DIAGBOT_BASE or base:) {where}"
            if cand.named and shallow:
                reason = f"shallow clone: the base {_shown(cand)} (from {cand.source}) is not fetched"
                break
            continue
        merge_base = _rev(top, "merge-base", ref, "HEAD")
        if merge_base is None:
            why = "is out of reach of this shallow clone" if shallow else "shares no history with HEAD"
            reason = f"the merge base with {_pretty(top, ref)} (from {cand.source}) {why}"
            if shallow or cand.named:
                break
            continue
        if merge_base != head:
            return Base(merge_base, _pretty(top, ref), cand.source)
        # HEAD is already in the base branch (a push to main): the change under test is the last commit
        return _last_commit(top, shallow, None, f"HEAD is on {_pretty(top, ref)}")
    return _last_commit(top, shallow, reason, "no base branch found")


def _last_commit(top: str, shallow: bool, reason: str | None, why: str) -> Base | str:
    parent = _rev(top, "rev-parse", "--verify", "--quiet", f"{LAST_COMMIT}^{{commit}}")
    if parent is not None:
        note = (
            f"{reason}; only the last commit is shown: to see the branch's whole diff, {FIX_SHALLOW}"
            if reason
            else None
        )
        return Base(parent, LAST_COMMIT, why if reason is None else "the base is out of reach", note)
    if shallow:
        return f"{reason or 'shallow clone: the parent commit is not fetched'}; to see what changed, {FIX_SHALLOW}"
    return f"{reason}, and HEAD is the first commit" if reason else "HEAD is the first commit: it has no parent"


def _candidates(env: Mapping[str, str], configured: str | None) -> list[_Candidate]:
    named: list[_Candidate] = []
    if configured:
        named.append(_Candidate((configured, f"origin/{configured}"), CONFIGURED, True))
    if env.get("GITHUB_BASE_REF"):
        named.append(_Candidate(_branch(env["GITHUB_BASE_REF"]), "GITHUB_BASE_REF", True))
    event_sha = _event_base_sha(env.get("GITHUB_EVENT_PATH"))
    if event_sha:
        named.append(_Candidate((event_sha,), "the pull request event's base.sha", True))
    for var in ("CI_MERGE_REQUEST_DIFF_BASE_SHA", "CI_MERGE_REQUEST_TARGET_BRANCH_NAME"):
        if env.get(var):
            named.append(_Candidate(_branch(env[var]), var, True))
    guessed = [_Candidate(("origin/HEAD",), "origin/HEAD", False)]
    guessed += [_Candidate(_branch(name), "the default branch", False) for name in ("main", "master", "trunk")]
    return named + guessed


def _branch(name: str) -> tuple[str, ...]:
    return (f"origin/{name}", name)


def _shown(cand: _Candidate) -> str:
    return cand.refs[-1][:12] if len(cand.refs) == 1 else cand.refs[-1]


def _event_base_sha(path: str | None) -> str | None:
    """pull_request.base.sha from the GitHub event payload, if there is one."""
    if not path:
        return None
    try:
        event = json.loads(Path(path).read_text(encoding="utf-8"))
        sha = event["pull_request"]["base"]["sha"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return sha if isinstance(sha, str) and sha else None


def _pretty(top: str, ref: str) -> str:
    """origin/HEAD reads better as the branch it points at; a full sha, shortened."""
    if ref == "origin/HEAD":
        return (git(top, "symbolic-ref", "--short", "--quiet", "refs/remotes/origin/HEAD") or ref).strip()
    return ref[:12] if len(ref) == 40 and all(c in "0123456789abcdef" for c in ref) else ref


def _resolves(top: str, ref: str) -> bool:
    return not ref.startswith("-") and _rev(top, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}") is not None


def _rev(top: str, *args: str) -> str | None:
    out = git(top, *args)
    return out.strip() or None if out else None
