"""glob: list repository files whose path matches a wildcard pattern."""

from __future__ import annotations

from pydantic import BaseModel, Field

from diagbot.tools.base import ToolContext, ToolDef
from diagbot.tools.paths import glob_regex, scope_glob, shown
from diagbot.words import plural

SYNTAX = (
    "** spans directories, * and ? stay within one name, [ab] and {py,txt} pick one, e.g. **/*.py or src/**/test_*.py"
)
DESCRIPTION = (
    "List files by wildcard, as sorted paths relative to the repository root; use it to see what exists "
    "before reading or to find a file by name. "
    f"Syntax: {SYNTAX}. A pattern without '/' matches names at any depth ('*.py' = '**/*.py'); "
    "'./*.py' is the top level only. "
    'Example: {"pattern": "tests/**/test_*.py"}. '
    "Defaults: pattern **/*, at most 200 paths (says how many were withheld). "
    "Skips .git, node_modules, dist, build, __pycache__, virtualenvs and the untracked files git ignores."
)


class GlobArgs(BaseModel, extra="forbid"):
    """Arguments of glob."""

    pattern: str = Field("**/*", description="Wildcard pattern, e.g. '**/*.py' or 'src/**/test_*.py'; default **/*")
    limit: int = Field(200, ge=1, le=1000, description="Maximum paths listed, default 200")


def glob(args: GlobArgs, ctx: ToolContext) -> str:
    """Sorted matching paths, with a note when some were withheld or a hint when none matched."""
    pattern = args.pattern.strip()
    if pattern and not any(c in pattern for c in "*?[{") and _is_dir(ctx, pattern):
        pattern = pattern.rstrip("/") + "/**"  # a bare directory means everything under it
    scoped, base = scope_glob(ctx, pattern)
    files = ctx.ignore.files()
    found = list(filter(glob_regex(scoped).match, files))
    if not found:
        under = [f for f in files if base == "." or f.startswith(base + "/")]
        where = "the repository holds" if base == "." else f"{base}/ holds"
        held = plural(len(under), "file")
        return f"no files match `{shown(args.pattern)}`; {where} {held} (ignored ones not counted). Syntax: {SYNTAX}"
    if len(found) <= args.limit:
        return f"{_match(found)} `{shown(args.pattern)}`:\n" + "\n".join(found)
    withheld = len(found) - args.limit
    head = f"{_match(found)} `{shown(args.pattern)}`; showing the first {args.limit}, {withheld} withheld"
    return head + " (narrow the pattern or raise limit):\n" + "\n".join(found[: args.limit])


TOOL = ToolDef(name="glob", description=DESCRIPTION, args=GlobArgs, run=glob, read_only=True)


def _is_dir(ctx: ToolContext, pattern: str) -> bool:
    try:
        return (ctx.root / pattern).is_dir()
    except OSError:  # a name too long for the system is no directory
        return False


def _match(found: list[str]) -> str:
    return f"{plural(len(found), 'file')} {'matches' if len(found) == 1 else 'match'}"
