"""The one path boundary every tool goes through, the tools' context, and glob patterns (walk.py lists the files)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from diagbot.change_order import NO_LEADS, Leads
from diagbot.changes import ChangeSet
from diagbot.errors import UsageError
from diagbot.tools.base import ToolContext, ToolError
from diagbot.tools.walk import IgnoreRules, inside

HINT = "paths are relative to the repository root, e.g. src/app.py"
SHOWN_CHARS = 120  # of a path echoed back: a model's 5,000-char name must not fill the result
_WILD = re.compile(r"[*?\[{]")


def shown(path: str) -> str:
    """`path` as a message quotes it: at most 120 chars, saying how long it really is."""
    return path if len(path) <= SHOWN_CHARS else f"{path[: SHOWN_CHARS - 20]}… ({len(path)} chars)"


def os_reason(exc: OSError) -> str:
    """What went wrong, without the absolute host path Python puts in str(exc): e.g. 'File name too long'."""
    return exc.strerror or type(exc).__name__


def resolve_inside(ctx: ToolContext, path: str) -> Path:
    """Resolve `path` against the root (symlinks followed); refuse anything that lands outside it."""
    if "\0" in path:
        raise ToolError(f"the path {shown(repr(path))} contains a NUL byte; {HINT}")
    try:
        target = (ctx.root / path).resolve()
    except OSError as exc:  # names too long
        raise ToolError(f"cannot resolve {shown(path)}: {os_reason(exc)}; {HINT}") from exc
    except RuntimeError as exc:  # its message holds the absolute path
        raise ToolError(f"cannot resolve {shown(path)}: a symlink loop; {HINT}") from exc
    if not inside(str(ctx.root), str(target)):
        raise ToolError(f"{shown(path)} is outside the repository; {HINT}")
    return target


def rel_posix(ctx: ToolContext, target: Path) -> str:
    """The display form of a resolved path: relative to the root, with forward slashes."""
    return target.relative_to(ctx.root).as_posix() if target != ctx.root else "."


def is_binary(sample: bytes) -> bool:
    """NUL bytes, or mostly undecodable as UTF-8, in the first 8 KiB."""
    if b"\0" in sample[:8192]:
        return True
    if sample[:8192].isascii():
        return False
    text = sample[:8192].decode("utf-8", "replace")
    return text.count("\ufffd") > len(text) * 0.3


def make_context(
    root: Path,
    hide: Iterable[str | Path] = (),
    ignore: Iterable[str] = (),
    changes: ChangeSet | None = None,
    leads: Leads = NO_LEADS,
) -> ToolContext:
    """A ToolContext for a repository directory (git or not); the ignore rules load lazily.

    `hide` names files (absolute or relative to the working directory) that glob and grep never list,
    so the agent does not find its own input (the failure log) or output (the report) in the repository.
    `ignore` are the user's extra patterns in .gitignore syntax, applied as if at the root.
    `changes` are the branch's changes the diff tool reads (RepoFacts.changes), None outside git; `leads` the
    changed files the log names or the failure's words tie to (change_order.leads), which its listing puts first.
    """
    resolved = Path(root).resolve()
    if not resolved.is_dir():
        raise UsageError(f"the repository directory {root} does not exist or is not a directory")
    hidden = {Path(h).resolve() for h in hide}
    rel = frozenset(h.relative_to(resolved).as_posix() for h in hidden if inside(str(resolved), str(h)))
    return ToolContext(root=resolved, ignore=IgnoreRules(resolved, rel, tuple(ignore)), changes=changes, leads=leads)


def scope_glob(ctx: ToolContext, pattern: str) -> tuple[str, str]:
    """Normalize a glob to (pattern relative to the root, its literal directory part).

    A pattern without "/" matches names at any depth (like .gitignore and ripgrep); "./*.py" is top level only.
    """
    parts = pattern.split("/")
    literal: list[str] = []
    for part in parts[:-1]:
        if _WILD.search(part):
            break
        literal.append(part)
    base = rel_posix(ctx, resolve_inside(ctx, "/".join(literal) or "."))
    rest = parts[len(literal) :]
    if "/" not in pattern:
        rest = ["**", *rest]
    if rest[-1] == "":
        rest[-1] = "**"
    prefix = "" if base == "." else base + "/"
    return prefix + "/".join(rest), base


def glob_regex(pattern: str) -> re.Pattern[str]:
    """Translate a normalized glob: ** spans directories, * and ? stay in one name, [abc] and {a,b} work."""
    parts = pattern.split("/")
    out = []
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        if part == "**":
            out.append(".*" if last else "(?:[^/]+/)*")
        else:
            out.append(_segment(part) + ("" if last else "/"))
    try:
        return re.compile("".join(out) + r"\Z", re.DOTALL)
    except re.error as exc:
        raise ToolError(f"invalid glob {pattern!r}: {exc}") from exc


_POSIX = {"alpha": "a-zA-Z", "digit": "0-9", "alnum": "a-zA-Z0-9", "upper": "A-Z", "lower": "a-z", "space": " \t"}


def _posix(m: re.Match[str]) -> str:
    """A POSIX class inside a glob's set (`[[:digit:]]`) as re characters; an unknown one or a lone `[` as itself."""
    return _POSIX.get(m[1] or "", re.escape(m[0]).replace("]", "\\]"))


def _segment(part: str) -> str:
    tokens = re.split(r"(\*+|\?|\[!?(?:\[:[a-z]+:\]|[^\]])*\]|\{[^}]*\})", part)
    out = []
    for tok in tokens:
        if tok.startswith("*"):
            out.append("[^/]*")
        elif tok == "?":
            out.append("[^/]")
        elif tok.startswith("[") and tok.endswith("]") and len(tok.lstrip("[!")) > 1:
            body = tok[2:-1] if tok[1] == "!" else tok[1:-1]
            body = re.sub(r"([\\&~|])", r"\\\1", body)  # `&&`, `~~`, `||` are plain characters, not set operations
            body = re.sub(r"\[:([a-z]+):\]|\[", _posix, body)  # `[:alpha:]` as git reads it; any other `[` is plain
            out.append(("[^" if tok[1] == "!" else "[") + body + "]")
        elif tok.startswith("{") and tok.endswith("}"):
            out.append("(?:" + "|".join(re.escape(alt) for alt in tok[1:-1].split(",")) + ")")
        else:
            out.append(re.escape(tok))
    return "".join(out)
