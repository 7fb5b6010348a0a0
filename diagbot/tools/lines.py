"""Numbered lines of one text file inside the repository, a window at a time: read_file's work, and the question's
quotes of the code at the failures (no pydantic here: `diagbot question` stays fast)."""

from __future__ import annotations

import codecs
import difflib
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from diagbot.tools.base import ToolContext, ToolError
from diagbot.tools.cut import redacted_head
from diagbot.tools.paths import HINT, is_binary, os_reason, rel_posix, resolve_inside, shown

LINE_CHARS = 500
_LINE_BYTES = 1 << 20  # read at most this much of one line into memory


def _line(f: BinaryIO, raw: bytes, redact: Callable[[str], str] | None = None) -> str:
    """Decode one line; a line over 500 chars is cut (redacted first) and says its full length."""
    text = raw.decode("utf-8", "replace").removesuffix("\n").removesuffix("\r")
    full = len(text)
    if len(raw) == _LINE_BYTES and not raw.endswith(b"\n"):
        full += _skip_rest(f)
    return text if full <= LINE_CHARS else f"{redacted_head(text, LINE_CHARS, redact)} [... line cut: {full} chars]"


def _skip_rest(f: BinaryIO) -> int:
    """Consume the rest of a giant line without keeping it; returns its length in chars."""
    dec = codecs.getincrementaldecoder("utf-8")("replace")
    chars = 0
    while more := f.readline(_LINE_BYTES):
        done = more.endswith(b"\n")
        chars += len(dec.decode(more.removesuffix(b"\n"), final=done))
        if done:
            break
    return chars


def _count_rest(f: BinaryIO) -> int:
    """Lines left after the current position, by a chunked scan (a 1 GB file is never held in memory)."""
    count, last = 0, b"\n"
    while chunk := f.read(1 << 20):
        count, last = count + chunk.count(b"\n"), chunk[-1:]
    return count + (last != b"\n")


def _window(f: BinaryIO, offset: int, limit: int, redact: Callable[[str], str] | None = None) -> tuple[list[str], int]:
    shown: list[str] = []
    n = 0
    while len(shown) < limit and (raw := f.readline(_LINE_BYTES)):
        n += 1
        if n >= offset:
            shown.append(f"{n}: {_line(f, raw, redact)}")
        elif len(raw) == _LINE_BYTES and not raw.endswith(b"\n"):
            _skip_rest(f)
    return shown, n + _count_rest(f)


def _missing(ctx: ToolContext, path: str, offset: int, limit: int) -> str:
    """Why `path` cannot be read, and the call that reads the file meant when one file is that close."""
    name = PurePosixPath(path).name
    files = ctx.ignore.files()
    same = [f for f in files if PurePosixPath(f).name == name]
    if not same:
        close = set(difflib.get_close_matches(name, {PurePosixPath(f).name for f in files}, n=5, cutoff=0.75))
        same = [f for f in files if PurePosixPath(f).name in close]
    ending = [f for f in same if f.endswith("/" + path.removeprefix("./"))]  # config/a.ts is src/config/a.ts
    meant = ending if len(ending) == 1 else same if len(same) == 1 else []
    if meant:
        window = (f', "offset": {offset}' if offset != 1 else "") + (f', "limit": {limit}' if limit != 400 else "")
        return f'no file {shown(path)}; did you mean {meant[0]}? read_file {{"path": "{meant[0]}"{window}}}'
    hint = f"; similar files: {', '.join(same[:5])}" if same else ""
    stem = (PurePosixPath(name).stem or name)[:60]
    return f'no file {shown(path)} in the repository{hint}. Find it with glob, e.g. {{"pattern": "**/{stem}*"}}'


def read_lines(ctx: ToolContext, path: str, offset: int = 1, limit: int = 400) -> str:
    """Numbered lines offset..offset+limit-1 of one file inside the root, under a header with its line count."""
    target = resolve_inside(ctx, path)
    rel = rel_posix(ctx, target)
    if ".git" in PurePosixPath(rel).parts:  # git's own storage: its config can hold the CI's credentials
        raise ToolError(
            f"{shown(rel)} is inside .git, git's own storage, which the tools do not read; read tracked files"
        )
    try:
        return _read(ctx, target, rel, path, (offset, limit))
    except OSError as exc:  # a name too long, no permission, a file gone since: the reason, never the host path
        raise ToolError(f"cannot read {shown(rel)}: {os_reason(exc)}; {HINT}") from exc


def _read(ctx: ToolContext, target: Path, rel: str, path: str, window: tuple[int, int]) -> str:
    offset, limit = window
    if target.is_dir():
        pattern = "*" if rel == "." else f"{rel}/*"
        raise ToolError(f'{rel} is a directory, not a file; list it with glob, e.g. {{"pattern": "{pattern}"}}')
    if not target.exists():
        raise ToolError(_missing(ctx, path, offset, limit))
    if not target.is_file():
        raise ToolError(f"{rel} is not a regular file")
    with target.open("rb") as f:
        if is_binary(f.read(8192)):
            raise ToolError(f"{rel} is a binary file ({target.stat().st_size} bytes); read_file shows text files only")
        f.seek(0)
        shown_lines, total = _window(f, offset, limit, ctx.redact)
    if total == 0:
        return f"{rel} (empty file, 0 lines)"
    if not shown_lines:
        raise ToolError(f"{rel} has {total} lines; offset {offset} is past the end (use 1-{total})")
    last = offset + len(shown_lines) - 1
    more = f"\n({total - last} more lines; continue with offset {last + 1})" if last < total else ""
    return f"{rel} (lines {offset}-{last} of {total})\n" + "\n".join(shown_lines) + more
