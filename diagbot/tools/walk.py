"""The shared file walker and the ignore rules it applies: the fixed skip list, git's ignore files (.gitignore at
every level, .git/info/exclude, the global excludes file) and the user's own patterns."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterable
from pathlib import Path

from pathspec import GitIgnoreSpec

SKIP_DIRS = frozenset({".git", "node_modules", "dist", "build", "__pycache__", ".venv", "venv", ".tox"})
_Rule = tuple[str, "re.Pattern[str]", GitIgnoreSpec]  # (directory prefix, quick-reject regex, spec)


def inside(root: str, target: str) -> bool:
    """`target` is `root` or below it (both resolved)."""
    # the trailing separator keeps /x/repo2 out of /x/repo
    return target == root or target.startswith(root.rstrip(os.sep) + os.sep)


class IgnoreRules:
    """The fixed skip list plus git's ignore rules: every .gitignore (nested ones relative to their directory),
    .git/info/exclude and the global excludes file. As in git, those rules hide untracked files only: a tracked
    file is listed even when one matches it (a force-added config, a file committed before the rule). The skip
    list and the user's own patterns hide tracked files too.

    The file list is walked once, on first use, and shared by glob, grep and read_file.
    """

    def __init__(self, root: Path, hidden: frozenset[str] = frozenset(), extra: tuple[str, ...] = ()) -> None:
        self.root = root
        self.hidden = hidden  # relative paths kept out of listings: the log being explained, the report
        # git's other ignore files, then the user's own patterns, as root .gitignores below the real ones
        self.user = tuple(_rule_from_lines(extra, ""))
        self.extra = [*_rule_from_lines(_git_excludes(root), ""), *self.user]
        self._files: list[str] | None = None

    def files(self) -> list[str]:
        """Every file that is not ignored, as sorted relative POSIX paths."""
        if self._files is None:
            walked = set(self._walk())
            found = walked.union(self._tracked(walked))
            self._files = sorted(f for f in found if f not in self.hidden)
        return self._files

    def _tracked(self, walked: set[str]) -> list[str]:
        """The files git tracks under the root (none outside a repository) that the walk did not list, less the
        skip list and the user's patterns."""
        try:
            done = subprocess.run(
                ["git", "ls-files", "-z"], cwd=self.root, stdin=subprocess.DEVNULL, capture_output=True, timeout=60
            )
        except (OSError, subprocess.SubprocessError):
            return []
        names = os.fsdecode(done.stdout).split("\0") if done.returncode == 0 else []
        return [
            name
            for name in names
            if name
            and name not in walked
            and SKIP_DIRS.isdisjoint(name.split("/")[:-1])
            and not _ignored(self.user, name)
            and self._file_inside(os.path.join(self.root, name))
        ]

    def _walk(self) -> list[str]:
        out: list[str] = []
        stack: list[tuple[str, str, tuple[_Rule, ...]]] = [(str(self.root), "", tuple(self.extra))]
        while stack:
            path, rel, rules = stack.pop()
            try:
                with os.scandir(path) as it:
                    entries = list(it)
            except OSError:
                continue
            if any(e.name == ".gitignore" for e in entries):
                rules = (*rules, *_load_rule(path, rel))
            for entry in entries:
                name = rel + entry.name
                if entry.is_dir(follow_symlinks=False):
                    # prune whole directories: their files are never matched against the rules
                    if entry.name not in SKIP_DIRS and not _ignored(rules, name + "/"):
                        stack.append((entry.path, name + "/", rules))
                elif entry.name != ".git" and self._is_file(entry) and not _ignored(rules, name):  # worktree link
                    out.append(name)
        out.sort()
        return out

    def _is_file(self, entry: os.DirEntry[str]) -> bool:
        return self._file_inside(entry.path) if entry.is_symlink() else entry.is_file(follow_symlinks=False)

    def _file_inside(self, path: str) -> bool:
        """`path` is, or links to, a file inside the root and outside .git (a tracked file may be deleted in the
        worktree); a link into .git would let grep read what read_file refuses: the CI's credentials in its config."""
        target = os.path.realpath(path)
        root = str(self.root)
        rel = target[len(root) :].split(os.sep)
        return inside(root, target) and ".git" not in rel and os.path.isfile(target)


def _load_rule(directory: str, rel: str) -> list[_Rule]:
    try:
        with open(os.path.join(directory, ".gitignore"), encoding="utf-8", errors="replace") as f:
            return _rule_from_lines(f.read().splitlines(), rel)
    except OSError:
        return []


def _git_excludes(root: Path) -> list[str]:
    """The lines of the ignore files git reads besides .gitignore, lowest priority first: core.excludesFile (by
    default ~/.config/git/ignore) and the repository's .git/info/exclude. None outside a git repository."""
    git = root / ".git"
    try:
        if git.is_file():  # a worktree or submodule: `gitdir: <path>`, whose commondir holds info/
            text = git.read_text(encoding="utf-8", errors="replace")
            git = (root / text.removeprefix("gitdir:").strip()).resolve() if text.startswith("gitdir:") else git
            common = git / "commondir"
            if common.is_file():
                git = (git / common.read_text(encoding="utf-8", errors="replace").strip()).resolve()
    except OSError:
        return []
    if not git.is_dir():
        return []
    lines: list[str] = []
    for path in (_excludes_file(root), git / "info" / "exclude"):
        try:
            lines += path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
    return lines


def _excludes_file(root: Path) -> Path:
    try:
        done = subprocess.run(
            ["git", "config", "--path", "--get", "core.excludesFile"],
            cwd=root, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=10,
        )  # fmt: skip
        if done.returncode == 0 and done.stdout.strip():
            return Path(done.stdout.strip()).expanduser()
    except (OSError, subprocess.SubprocessError):
        pass
    config = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(config) / "git" / "ignore"


def _rule_from_lines(lines: Iterable[str], rel: str) -> list[_Rule]:
    spec = GitIgnoreSpec.from_lines(lines)
    sources = [p.regex.pattern for p in spec.patterns if p.include is not None and p.regex is not None]
    if not sources:
        return []
    # one regex for "does any pattern match at all", so most files cost a single C-level match
    quick = re.compile("|".join("(?:" + re.sub(r"\(\?P<\w+>", "(?:", s) + ")" for s in sources))
    return [(rel, quick, spec)]


def _ignored(rules: tuple[_Rule, ...], name: str) -> bool:
    for base, quick, spec in reversed(rules):  # the deepest .gitignore decides first
        sub = name[len(base) :]
        if quick.match(sub) is None:
            continue
        verdict = spec.check_file(sub).include
        if verdict is not None:
            return verdict
    return False
