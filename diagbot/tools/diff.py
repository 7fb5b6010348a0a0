"""diff: the branch's changes against its base, as a list of files or one file's numbered hunks."""

from __future__ import annotations

import posixpath

from pydantic import BaseModel, Field

from diagbot.change_order import Leads, by_relevance, reasons
from diagbot.changes import ChangeSet, FileChange, numbered
from diagbot.tools.base import ToolContext, ToolDef, ToolError
from diagbot.tools.paths import rel_posix, resolve_inside

DESCRIPTION = (
    "Show what the branch under test changed against its base (the question says which base). Without a path: "
    "every changed file with its status (added, modified, deleted, renamed old → new, binary) and +added -deleted "
    "line counts, most relevant first (source the log names or whose new code shares the failure's words, the tests "
    "the log names, other source, other tests, the rest). With a path: "
    "that file's unified diff (3 lines of context), 400 diff lines at a time. A line reads `7:    12 +text`: 7 counts "
    "diff lines (what offset takes), 12 is the line's number in the new file (blank for a removed line), which is "
    "what you cite as path:12. "
    'Example: {"path": "src/calc.py"}; the next page: {"path": "src/calc.py", "offset": 401}. '
    "Defaults: no path, offset 1, limit 400 (max 2000). Lines over 500 chars are cut; paths are relative to the "
    "repository root; a file that did not change has no diff (read it with read_file)."
)
LIST_FILES = 500  # the listing names this many files; the rest are counted


class DiffArgs(BaseModel, extra="forbid"):
    """Arguments of diff."""

    path: str | None = Field(
        None, description="A changed file, relative to the repository root, e.g. 'src/calc.py'; omit to list them all"
    )
    offset: int = Field(1, ge=1, description="First diff line to show, 1-based, default 1")
    limit: int = Field(400, ge=1, le=2000, description="Maximum number of diff lines to show, default 400")


def diff(args: DiffArgs, ctx: ToolContext) -> str:
    """The changed files (no path), or one file's numbered diff lines offset..offset+limit-1."""
    changes = ctx.changes
    if changes is None:
        raise ToolError("no diff is known: the repository is not a git checkout. Read files with read_file")
    if args.path is None:
        return _listing(changes, ctx.leads)
    return _file_diff(_find(ctx, changes, args.path), args.offset, args.limit)


def _listing(c: ChangeSet, leads: Leads) -> str:
    if c.unknown and not c.files:
        return f"No diff is known: {c.unknown}."
    if not c.files:
        return f"No file changed {c.span()}."
    head = f"{len(c.files)} files changed {c.span()}, most relevant first:"
    lines = [f"{f.label()} {f.counts()}{_why(f, leads)}" for f in by_relevance(c.files, leads)[:LIST_FILES]]
    more = [f"... and {len(c.files) - LIST_FILES} more"] if len(c.files) > LIST_FILES else []
    return "\n".join([head, *lines, *more])


def _why(f: FileChange, leads: Leads) -> str:
    why = reasons(f.path, leads)
    return f" ({'; '.join(why)})" if why else ""


def _find(ctx: ToolContext, c: ChangeSet, path: str) -> FileChange:
    rel = rel_posix(ctx, resolve_inside(ctx, path))  # the one boundary: nothing outside the root
    plain = posixpath.normpath(path.replace("\\", "/")).removeprefix("./")
    found = c.find(plain) or c.find(rel)
    if found is not None:
        return found
    if c.unknown:
        raise ToolError(f"no diff is known for {plain}: {c.unknown}. Read the file with read_file")
    names = ", ".join(f.path for f in c.files[:10]) + (", ..." if len(c.files) > 10 else "")
    among = f"not among the {len(c.files)} changed files ({names})" if c.files else "unchanged: no file changed"
    raise ToolError(f"{plain} is {among}; the diff runs {c.span()}. Read it with read_file; list the changes with {{}}")


def _file_diff(f: FileChange, offset: int, limit: int) -> str:
    if f.binary:
        return f"{f.label()}: a binary file has no text diff"
    if f.patch is None:
        why = "too large to load; read the file with read_file" if f.added + f.deleted else "no line changed"
        return f"{f.label()} {f.counts()}: {why}"
    lines = numbered(f.patch)
    if offset > len(lines):
        raise ToolError(
            f"the diff of {f.path} has {len(lines)} lines; offset {offset} is past the end (use 1-{len(lines)})"
        )
    shown = page(lines, offset, limit)
    last = offset + len(shown) - 1
    more = f"\n({len(lines) - last} more diff lines; continue with offset {last + 1})" if last < len(lines) else ""
    was = f"; {f.status} from {f.old_path}" if f.old_path else f"; {f.status}"
    head = f"{f.path} (diff lines {offset}-{last} of {len(lines)}{was}, {f.counts()}{'; uncommitted' * f.uncommitted})"
    return head + "\n" + "\n".join(shown) + more


def page(lines: list[str], offset: int, limit: int) -> list[str]:
    """Lines `offset`.. of a numbered patch as the tool shows them: numbered like read_file (`7: `, what offset reads
    back), then the line's number in the new file."""
    return [f"{n}: {line}" for n, line in enumerate(lines[offset - 1 : offset - 1 + limit], offset)]


TOOL = ToolDef(name="diff", description=DESCRIPTION, args=DiffArgs, run=diff, read_only=True, numbered=True)
