"""grep: search file contents with a Python regular expression, line by line."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from re import _parser  # type: ignore[attr-defined]  # the stdlib's own regex parser, for the prefilter
from typing import Any

from pydantic import BaseModel, Field

from diagbot.tools.base import ToolContext, ToolDef, ToolError
from diagbot.tools.paths import glob_regex, is_binary, scope_glob
from diagbot.tools.prefilter import candidate_files

DESCRIPTION = (
    "Search file contents with a regular expression and get one `path:line:content` line per matching line; "
    "use it to find where a name, message or error text occurs, then read_file around that line. "
    "Syntax: Python `re`, matched against each line separately, e.g. `def test_login`, `foo|bar`, `assert \\w+ ==`; "
    "escape metacharacters for literal text (`foo\\(`). "
    'Example: {"pattern": "class LoginError|def login", "glob": "src/**/*.py"}. '
    "Defaults: all files, case-sensitive, at most 50 matching lines (say how many more exist); content is cut at "
    "120 chars. Binary files and ignored paths (.git, node_modules, dist, build, .gitignore'd) are skipped."
)
LINE_CHARS = 120
_FIRST = 1 << 16
_BLOCK = 1 << 20
_Match = tuple[int, str, int]  # (line number, line, where the match starts)


class GrepArgs(BaseModel, extra="forbid"):
    """Arguments of grep."""

    pattern: str = Field(min_length=1, description="Python regular expression, e.g. 'def test_login' or 'foo|bar'")
    glob: str | None = Field(
        None, description="Only files matching this glob, e.g. 'src/**/*.py'; '*.py' matches at any depth; default all"
    )
    limit: int = Field(50, ge=1, le=500, description="Maximum matching lines shown, default 50")
    ignore_case: bool = Field(False, description="Case-insensitive matching, default false")


def _usable(code: int, fold: bool) -> bool:
    if fold:  # non-ASCII letters also match i, k and s under IGNORECASE (e.g. the Kelvin sign)
        return code < 128 and chr(code) not in "iksIKS"
    return code != 0xFFFD and not 0xD800 <= code < 0xE000


def _required(items: Any, fold: bool) -> frozenset[str] | None:
    """Literals of which every match must contain at least one; None when nothing is certain."""
    options: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in [*items, (None, None)]:
        if op is _parser.LITERAL and _usable(av, fold):
            run.append(chr(av))
            continue
        if run:
            options.append(frozenset({"".join(run)}))
            run = []
        sub = None
        if op is _parser.SUBPATTERN and not av[1] and not av[2]:  # groups with local flags are skipped
            sub = _required(av[3], fold)
        elif op in (_parser.MAX_REPEAT, _parser.MIN_REPEAT) and av[0] >= 1:
            sub = _required(av[2], fold)
        elif op is _parser.BRANCH:
            branches = [_required(b, fold) for b in av[1]]
            sub = None if any(b is None for b in branches) else frozenset().union(*branches)  # type: ignore[arg-type]
        if sub:
            options.append(sub)
    return max(options, key=lambda o: min(map(len, o)), default=None)


def required_needles(pattern: str, flags: int) -> tuple[tuple[bytes, ...] | None, bool]:
    """Byte strings one of which every matching line contains (None: no prefilter), and whether to lower-case."""
    parsed = _parser.parse(pattern, flags)
    fold = bool(parsed.state.flags & re.IGNORECASE)
    found = _required(parsed, fold)
    if not found:
        return None, fold
    return tuple(sorted((n.lower() if fold else n).encode() for n in found)), fold


def _blocks(fd: int, data: bytes) -> Iterator[bytes]:
    """The rest of a big file in blocks that end on a newline, so it never sits in memory whole."""
    carry = data
    while chunk := os.read(fd, _BLOCK):
        data = carry + chunk
        cut = data.rfind(b"\n") + 1
        if cut:
            yield data[:cut]
        carry = data[cut:]
    if carry:
        yield carry


def _plain(data: bytes, rx: re.Pattern[str], base: int) -> list[_Match]:
    lines = data.decode("utf-8", "replace").split("\n")
    if lines[-1] == "":
        lines.pop()
    found = ((n, line.removesuffix("\r")) for n, line in enumerate(lines, base + 1))
    return [(n, line, m.start()) for n, line in found if (m := rx.search(line))]


def _prefiltered(
    data: bytes, hay: bytes, rx: re.Pattern[str], base: int, hits: list[tuple[bytes, int]]
) -> list[_Match]:
    lines: dict[int, int] = {}  # line start -> line end, for every line holding a needle
    for needle, pos in hits:
        while pos != -1:
            end = data.find(b"\n", pos)
            end = len(data) if end == -1 else end
            lines[data.rfind(b"\n", 0, pos) + 1] = end
            pos = hay.find(needle, end + 1)  # one hit per line is enough
    out: list[_Match] = []
    lineno, prev = base + 1, 0
    for start in sorted(lines):
        lineno, prev = lineno + data.count(b"\n", prev, start), start
        line = data[start : lines[start]].decode("utf-8", "replace").removesuffix("\r")
        if m := rx.search(line):
            out.append((lineno, line, m.start()))
    return out


def _scan(data: bytes, rx: re.Pattern[str], base: int, needles: tuple[bytes, ...] | None, fold: bool) -> list[_Match]:
    if needles is None:
        return _plain(data, rx, base)
    hay = data.lower() if fold else data
    hits = [(n, pos) for n in needles if (pos := hay.find(n)) != -1]
    return _prefiltered(data, hay, rx, base, hits) if hits else []  # most blocks end at the first find


def search_file(path: str, rx: re.Pattern[str], needles: tuple[bytes, ...] | None, fold: bool) -> list[_Match]:
    """Matching lines of one file; identical with or without needles, which only skip lines that cannot match."""
    fd = os.open(path, os.O_RDONLY)
    try:
        first = os.read(fd, _FIRST)
        if first.find(b"\0", 0, 8192) != -1 or (needles is None and is_binary(first)):
            return []
        if len(first) < _FIRST:  # a short read of a regular file is its end: most files take one read
            found = _scan(first, rx, 0, needles, fold)
        else:
            found, base = [], 0
            for data in _blocks(fd, first):
                found += _scan(data, rx, base, needles, fold)
                base += data.count(b"\n")
    finally:
        os.close(fd)
    return [] if found and needles is not None and is_binary(first) else found


def _clip(line: str, start: int) -> str:
    if len(line) <= LINE_CHARS:
        return line
    begin = 0 if start < LINE_CHARS - 40 else start - 40  # keep the match in view
    end = begin + LINE_CHARS
    return ("…" if begin else "") + line[begin:end] + ("…" if end < len(line) else "")


def grep(args: GrepArgs, ctx: ToolContext) -> str:
    """Run one search over the repository's non-ignored files."""
    try:
        rx = re.compile(args.pattern, re.IGNORECASE if args.ignore_case else 0)
    except re.error as exc:
        raise ToolError(f"invalid regular expression `{args.pattern}`: {exc} (syntax: Python re)") from exc
    needles, fold = required_needles(args.pattern, rx.flags)
    files = ctx.ignore.files()
    where = f"{len(files)} files"
    if args.glob is not None:
        scope = glob_regex(scope_glob(ctx, args.glob)[0])
        files = [f for f in files if scope.match(f)]
        if not files:
            return f"no files match the glob `{args.glob}` (the repository holds {len(ctx.ignore.files())} files)"
        where = f"{len(files)} files matching `{args.glob}`"
    shown: list[str] = []
    total = hidden_files = nfiles = 0
    root = str(ctx.root) + os.sep
    for rel in candidate_files(root, files, needles, fold) if needles else files:
        found = search_file(root + rel, rx, needles, fold)
        if found:
            nfiles += 1
            total += len(found)
            hidden_files += len(shown) + len(found) > args.limit
            shown += [f"{rel}:{n}:{_clip(line, s)}" for n, line, s in found[: args.limit - len(shown)]]
    return _report(args, where, shown, total, nfiles, hidden_files)


def _report(args: GrepArgs, where: str, shown: list[str], total: int, nfiles: int, hidden_files: int) -> str:
    if not total:
        case = "case-insensitive" if args.ignore_case else "case-sensitive, try ignore_case"
        return f"no matches for `{args.pattern}` in {where} (Python re syntax, per line; {case})"
    head = f"{total} matching lines in {nfiles} files for `{args.pattern}`"
    if total > len(shown):
        head += (
            f"; showing the first {len(shown)}: {total - len(shown)} more in {hidden_files} files not shown,"
            " narrow with glob or a more specific pattern"
        )
    return "\n".join([head + ":", *shown])


TOOL = ToolDef(name="grep", description=DESCRIPTION, args=GrepArgs, run=grep, read_only=True)
