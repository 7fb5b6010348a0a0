"""grep: search file contents with a Python regular expression, line by line."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

from pydantic import BaseModel, Field

from diagbot.tools.backtrack import REWRITE, backtracking_risk
from diagbot.tools.base import ToolContext, ToolDef, ToolError
from diagbot.tools.context import join_groups, match_groups
from diagbot.tools.deadline import SearchTimeout, time_limit
from diagbot.tools.needles import required_needles
from diagbot.tools.paths import glob_regex, scope_glob
from diagbot.tools.prefilter import prefiltered_search
from diagbot.tools.search import Match, Skips, search_file
from diagbot.tools.skipped import skip_notes, stop_note
from diagbot.words import plural

SECONDS = 10.0  # the search's time limit: what it found by then is shown, with a note
DESCRIPTION = (
    "Search file contents with a regular expression and get one `path:line:content` line per matching line; "
    "use it to find where a name, message or error text occurs, then read_file around that line. "
    "Syntax: Python `re`, matched against each line separately, e.g. `def test_login`, `foo|bar`, `assert \\w+ ==`; "
    "escape metacharacters for literal text (`foo\\(`). "
    'Example: {"pattern": "class LoginError|def login", "glob": "src/**/*.py"}. '
    "Defaults: all files, case-sensitive, at most 50 matching lines (the result says how many more exist); content "
    "is cut at 120 chars. context (0-5) adds that many lines before and after each match, as grep -C prints them: "
    "`path-line-content` around the `path:line:content` match, touching groups merged, groups separated by `--`; "
    "context lines do not count toward the 50. Binary files and ignored paths (.git, node_modules, dist, build, "
    "untracked files git ignores) are skipped. "
    "Patterns that backtrack exponentially (`(a+)+`) are refused; a search stops after 10 s with what it found."
)


class GrepArgs(BaseModel, extra="forbid"):
    """Arguments of grep."""

    pattern: str = Field(min_length=1, description="Python regular expression, e.g. 'def test_login' or 'foo|bar'")
    glob: str | None = Field(
        None, description="Only files matching this glob, e.g. 'src/**/*.py'; '*.py' matches at any depth; default all"
    )
    limit: int = Field(50, ge=1, le=500, description="Maximum matching lines shown, default 50")
    ignore_case: bool = Field(False, description="Case-insensitive matching, default false")
    context: int = Field(0, ge=0, le=5, description="Lines shown before and after each match (grep -C), default 0")


def _search(
    root: str, files: list[str], rx: re.Pattern[str], keep: int, skips: Skips
) -> Iterator[tuple[str, int, list[Match]]]:
    """(path, matching lines, the first `keep`) per file: GNU grep finds lines with a required literal, else Python."""
    needles, fold = required_needles(rx.pattern, rx.flags)
    found = prefiltered_search(root, files, rx, needles, fold, keep, skips) if needles else None
    if found is None:
        return (
            (rel, len(lines), lines) for rel in files if (lines := search_file(root + rel, rx, needles, fold, skips))
        )
    return found


def grep(args: GrepArgs, ctx: ToolContext) -> str:
    """Run one search over the repository's non-ignored files, within the time limit."""
    rx = _compile(args)
    files = ctx.ignore.files()
    where = plural(len(files), "file")
    if args.glob is not None:
        scope = glob_regex(scope_glob(ctx, args.glob)[0])
        files = [f for f in files if scope.match(f)]
        if not files:
            held = plural(len(ctx.ignore.files()), "file")
            return f"no files match the glob `{args.glob}` (the repository holds {held})"
        where = f"{plural(len(files), 'file')} matching `{args.glob}`"
    groups: list[list[str]] = []
    total = hidden_files = nfiles = shown = 0
    root, skips, stopped = str(ctx.root) + os.sep, Skips(), None
    try:
        with time_limit(SECONDS):
            for rel, count, found in _search(root, files, rx, args.limit, skips):
                nfiles, total = nfiles + 1, total + count
                hidden_files += shown + count > args.limit
                kept = found[: args.limit - shown]
                shown += len(kept)
                groups += match_groups(root + rel, rel, kept, args.context, ctx.redact, rx)  # context: from the file
    except SearchTimeout:
        stopped = stop_note(skips, root, SECONDS)
    counts = (shown, total, nfiles, hidden_files)
    return _report(args, where, join_groups(groups, args.context), counts, stopped, skip_notes(skips, root))


def _compile(args: GrepArgs) -> re.Pattern[str]:
    flags = re.IGNORECASE if args.ignore_case else 0
    try:
        rx = re.compile(args.pattern, flags)
    except re.error as exc:
        raise ToolError(f"invalid regular expression `{args.pattern}`: {exc} (syntax: Python re)") from exc
    except OverflowError as exc:  # `a{99999999999}`: a count past what re takes
        raise ToolError(f"invalid regular expression: {exc} (a {{m,n}} count must be under 4294967295)") from exc
    except RecursionError as exc:  # thousands of nested groups
        raise ToolError("invalid regular expression: its groups nest too deeply; a few levels suffice") from exc
    if risk := backtracking_risk(args.pattern, flags):
        raise ToolError(
            f"the pattern `{args.pattern}` can take exponential time on a line it almost matches: {risk}; {REWRITE}"
        )
    return rx


def _report(
    args: GrepArgs, where: str, lines: list[str], counts: tuple[int, int, int, int], stopped: str | None,
    notes: list[str],
) -> str:  # fmt: skip
    """The header, the lines, and what was left out: the time limit's note first, the skipped parts last."""
    shown, total, nfiles, hidden = counts
    first = [stopped] if stopped else []
    if not total:
        case = "case-insensitive" if args.ignore_case else "case-sensitive, try ignore_case"
        head = f"no matches for `{args.pattern}` in {where} (Python re syntax, per line; {case})"
        return "\n".join([*first, head, *notes])
    head = f"{plural(total, 'matching line')} in {plural(nfiles, 'file')} for `{args.pattern}`"
    if total > shown:
        head += (
            f"; showing the first {shown}: {total - shown} more in {plural(hidden, 'file')} not shown,"
            " narrow with glob or a more specific pattern"
        )
    return "\n".join([*first, head + ":", *lines, *notes])


TOOL = ToolDef(name="grep", description=DESCRIPTION, args=GrepArgs, run=grep, read_only=True)
