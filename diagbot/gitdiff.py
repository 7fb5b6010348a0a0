"""git's diff read into FileChange values: statuses with renames, line counts, hunks, untracked files."""

from __future__ import annotations

import subprocess
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path

from diagbot.changes import FileChange, Status

PATCH_CHARS = 1_000_000  # hunks held over all files; past it a file's patch is not loaded (counts still are)
UNTRACKED_FILES = 200  # untracked files read; a stray unignored folder can hold thousands
UNTRACKED_BYTES = 256 * 1024  # an untracked file larger than this is listed with its line count, no hunk
_STATUS: dict[str, Status] = {"A": "added", "D": "deleted", "R": "renamed", "C": "copied"}
_DIFF = ("diff", "-M", "--no-color", "--no-ext-diff", "--no-textconv")


def git(top: str, *args: str) -> str | None:
    """Stdout of one git command in `top`; None when git fails (missing ref, shallow history, no git)."""
    try:
        done = subprocess.run(
            ["git", "-c", "core.quotePath=false", *args],
            cwd=top,
            capture_output=True,
            stdin=subprocess.DEVNULL,
            timeout=120,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else None


def diff_files(top: str, start: str, *, worktree: bool) -> tuple[FileChange, ...]:
    """Every file changed from commit `start` to HEAD (to the work tree if `worktree`), in git's order."""
    span = [start] if worktree else [start, "HEAD"]
    statuses = _fields(git(top, *_DIFF, "--name-status", "-z", *span))
    counts = _fields(git(top, *_DIFF, "--numstat", "-z", *span))
    patches = _patches(top, span)
    files: list[FileChange] = []
    for i, ((code, old, new), (added, deleted)) in enumerate(zip(_statuses(statuses), _counts(counts), strict=False)):
        binary = added == "-"
        files.append(
            FileChange(
                path=new,
                status=_STATUS.get(code[:1], "modified"),
                old_path=old,
                added=0 if binary else int(added),
                deleted=0 if binary else int(deleted),
                binary=binary,
                patch=None if binary or i >= len(patches) else patches[i],
            )
        )
    return tuple(files)


def untracked_files(top: str, paths: list[str]) -> tuple[FileChange, ...]:
    """Untracked files as additions, each with its whole text as one hunk (the first UNTRACKED_FILES)."""
    return tuple(_untracked(Path(top), rel) for rel in paths[:UNTRACKED_FILES])


def _fields(out: str | None) -> list[str]:
    return (out or "").split("\0")[:-1] if out else []


def _statuses(fields: list[str]) -> Iterator[tuple[str, str | None, str]]:
    """(code, old path, path) from `--name-status -z`: `R087 old new`, `M path`, ..."""
    i = 0
    while i + 1 < len(fields):
        code = fields[i]
        if code[:1] in "RC" and i + 2 < len(fields):
            yield code, fields[i + 1], fields[i + 2]
            i += 3
        else:
            yield code, None, fields[i + 1]
            i += 2


def _counts(fields: list[str]) -> Iterator[tuple[str, str]]:
    """(added, deleted) from `--numstat -z`; a rename's record is followed by its two paths."""
    i = 0
    while i < len(fields):
        added, deleted, path = [*fields[i].split("\t", 2), "", ""][:3]
        yield added, deleted
        i += 3 if path == "" else 1


def _patches(top: str, span: list[str]) -> list[str | None]:
    """Each file's hunks (from its first `@@`), in git's order, until PATCH_CHARS are held."""
    cmd = ["git", "-c", "core.quotePath=false", *_DIFF, "-U3", *span]
    blocks: list[list[str]] = []
    held = 0
    try:
        with subprocess.Popen(cmd, cwd=top, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as proc:
            assert proc.stdout is not None
            for raw in proc.stdout:
                line = raw.decode("utf-8", "replace")
                held += len(line)
                if held > PATCH_CHARS:
                    del blocks[-1:]  # the file being read is incomplete: not loaded at all
                    proc.kill()
                    break
                if line.startswith("diff --git "):
                    blocks.append([])
                elif blocks and (blocks[-1] or line.startswith("@@")):
                    blocks[-1].append(line)
    except OSError:
        return []
    return ["".join(b) or None for b in blocks]


def _untracked(top: Path, rel: str) -> FileChange:
    path, plain = top / rel, FileChange(rel, "added", uncommitted=True)
    try:
        if path.is_symlink() or not path.is_file():  # a link's target may lie outside the repository
            return plain
        if path.stat().st_size > UNTRACKED_BYTES:
            return replace(plain, added=_line_count(path))
        data = path.read_bytes()
    except OSError:
        return plain
    if b"\0" in data[:8192]:
        return replace(plain, binary=True)
    body = data.decode("utf-8", "replace").splitlines()
    span = "1" if len(body) == 1 else f"1,{len(body)}"  # as git writes a hunk header
    patch = f"@@ -0,0 +{span} @@\n" + "".join(f"+{line}\n" for line in body) if body else None
    return replace(plain, added=len(body), patch=patch)


def _line_count(path: Path) -> int:
    """Lines of a large file, read in chunks (never held whole)."""
    count, last = 0, b"\n"
    with path.open("rb") as f:
        while chunk := f.read(1 << 20):
            count, last = count + chunk.count(b"\n"), chunk[-1:]
    return count + (last != b"\n")


def hidden_rel(top: str, hide: Iterable[str | Path]) -> set[str]:
    """Paths among `hide` (absolute or relative to the working directory) as top-relative names."""
    base = Path(top).resolve()
    out: set[str] = set()
    for h in hide:
        p = Path(h).resolve()
        if p.is_relative_to(base):
            out.add(p.relative_to(base).as_posix())
    return out
