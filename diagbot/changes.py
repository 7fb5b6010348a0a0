"""What changed on the branch, as plain values: local git fills them today, a CI's API may tomorrow."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from diagbot.offline.kinds import in_docstring, is_prose

Status = Literal["added", "modified", "deleted", "renamed", "copied"]
LAST_COMMIT = "HEAD~1"  # `base` when the diff is the last commit only (HEAD on the default branch, or no base)
MAX_COMMITS = 20
DIFF_CHARS, DIFF_CHARS_MAX = 6000, 100_000  # the setting diff_chars (hunks in the question): default, ceiling
LINE_CHARS = 500  # a diff line over this is cut, as read_file cuts a file's line
_BASE_WORDS = {  # how the base was found (gitbase's sources), as a reader would say it
    "--base": "the configured base",
    "GITHUB_BASE_REF": "the pull request's target branch",
    "the pull request event's base.sha": "the pull request's base commit",
    "CI_MERGE_REQUEST_DIFF_BASE_SHA": "the merge request's base commit",
    "CI_MERGE_REQUEST_TARGET_BRANCH_NAME": "the merge request's target branch",
    "origin/HEAD": "the default branch",
}
_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@")


@dataclass(frozen=True)
class FileChange:
    """One changed file: its status, line counts and unified hunks (`@@` headers on, 3 lines of context)."""

    path: str
    status: Status
    old_path: str | None = None  # renamed or copied from
    added: int = 0
    deleted: int = 0
    binary: bool = False
    patch: str | None = None  # None: binary, or not loaded (the diff was too large to hold)
    uncommitted: bool = False  # includes work not committed yet (staged, unstaged or untracked)

    def label(self) -> str:
        """`renamed old → new`, `added`, `modified, binary`, ... with `(uncommitted)` when so."""
        what = f"{self.status} {self.old_path} → {self.path}" if self.old_path else f"{self.status} {self.path}"
        flags = [f for f, on in (("binary", self.binary), ("uncommitted", self.uncommitted)) if on]
        return what + (f" ({', '.join(flags)})" if flags else "")

    def counts(self) -> str:
        """`+3 -1`, or `binary`."""
        return "binary" if self.binary else f"+{self.added} -{self.deleted}"


@dataclass(frozen=True)
class ChangeSet:
    """The changed files against a base, how that base was found, or why no diff is known.

    `unknown` set and `files` empty: nothing is known (never "no changes"). `unknown` set with files: only the
    uncommitted work is known (a first commit has no parent to compare with).
    """

    files: tuple[FileChange, ...] = ()
    base: str | None = None  # what the diff runs from, as shown: "origin/main", or LAST_COMMIT
    source: str = ""  # how the base was found: "--base", "GITHUB_BASE_REF", "origin/HEAD", "the last commit", ...
    unknown: str | None = None  # why the branch's diff is unknown, said to the user, with how to fix it
    commits: tuple[str, ...] = ()  # the branch's commit subjects, newest first, at most MAX_COMMITS
    commit_count: int = 0  # all of the branch's commits, when there are more than MAX_COMMITS
    commit_files: tuple[tuple[str, ...], ...] = ()  # the paths each of `commits` changed, when git told them
    note: str | None = None  # a caveat on a known diff, e.g. untracked files left out
    merge_base: str | None = None  # the commit the diff runs from, when it is a merge base with `base`

    @property
    def last_commit(self) -> bool:
        """The diff is the last commit only (HEAD~1..HEAD)."""
        return self.base == LAST_COMMIT

    @property
    def uncommitted(self) -> bool:
        """Some of the files carry uncommitted work."""
        return any(f.uncommitted for f in self.files)

    def span(self) -> str:
        """What the diff runs from, in plain words: `against main (the default branch), where this branch started
        (merge base 0123abcd4567)`."""
        plus = ", plus uncommitted changes (marked)" if self.uncommitted else ""
        if self.unknown:
            return f"unknown: {self.unknown}" + ("; only uncommitted changes are known" if self.files else "")
        if self.last_commit:
            return f"in the last commit only (HEAD~1..HEAD; {self.source}){plus}"
        what = _BASE_WORDS.get(self.source, self.source)
        if self.merge_base is None:
            return f"against {self.base} ({what}){plus}"
        return f"against {self.base} ({what}), where this branch started (merge base {self.merge_base[:12]}){plus}"

    def find(self, path: str) -> FileChange | None:
        """The change to `path` (its new name, or its old one for a rename or deletion)."""
        for f in self.files:
            if path in (f.path, f.old_path):
                return f
        return None

    def under(self, prefix: str) -> ChangeSet:
        """Only the files under the directory `prefix` ("app/"), with paths relative to it."""
        kept = (_scoped(f, prefix) for f in self.files)
        paths = tuple(tuple(p.removeprefix(prefix) for p in c if p.startswith(prefix)) for c in self.commit_files)
        return replace(self, files=tuple(f for f in kept if f is not None), commit_files=paths)


def _scoped(f: FileChange, prefix: str) -> FileChange | None:
    """`f` as seen from a subdirectory: a rename across its edge reads as an addition or a deletion."""
    new = f.path.removeprefix(prefix) if f.path.startswith(prefix) else None
    old = f.old_path.removeprefix(prefix) if f.old_path and f.old_path.startswith(prefix) else None
    if new is not None:
        status: Status = "added" if f.old_path and old is None and f.status == "renamed" else f.status
        return replace(f, path=new, old_path=old, status=status)
    if old is not None and f.status == "renamed":
        return replace(f, path=old, old_path=None, status="deleted", added=0, patch=None)
    return None


def numbered(patch: str) -> list[str]:
    """A patch's lines, each led by its line number in the new file (blank for a removed line); @@ lines as they are."""
    return list(_numbered(patch))  # the offline rules number each patch many times over: once, kept


@lru_cache(maxsize=8)
def _numbered(patch: str) -> tuple[str, ...]:
    out: list[str] = []
    n = 0
    for line in patch.splitlines():
        if m := _HUNK.match(line):
            n = int(m[1])
            out.append(line)
            continue
        if len(line) > LINE_CHARS:
            line = f"{line[:LINE_CHARS]} [... line cut: {len(line) - 1} chars]"
        if line.startswith(("-", "\\")):  # a removed line, or "\ No newline at end of file"
            out.append(f"{'':>5} {line}")
        else:
            out.append(f"{n:>5} {line}")
            n += 1
    return tuple(out)


def new_lines(body: list[str]) -> list[int]:
    """The new-side line of each of a hunk's lines; a removed line sits where the next kept line is (past the last,
    after it): two passes, not a search from each line of a long removed run."""
    kept = [int(x[:5]) if x[:5].strip().isdigit() else 0 for x in body]
    out, after, last = kept[:], 0, 0
    for i in range(len(body) - 1, -1, -1):
        after = out[i] = kept[i] or after
    for i, n in enumerate(kept):
        last = n + 1 if n else last
        out[i] = out[i] or last or 1
    return out


def words_only(f: FileChange) -> bool:
    """The patch changes comments, docstrings and blank lines only, no code (a doctest in them is the log's to name)."""
    rows = [
        (t[0], t[1:]) for t in (f.patch or "").splitlines() if t[:1] in ("+", "-", " ") and t[:3] not in ("+++", "---")
    ]
    changed = [(mark, text, doc) for (mark, text), doc in zip(rows, in_docstring(rows), strict=True) if mark != " "]
    return bool(changed) and all(doc or is_prose(text) for _, text, doc in changed)
