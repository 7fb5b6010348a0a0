"""read_file: numbered lines of one text file, a window at a time."""

from __future__ import annotations

from pydantic import BaseModel, Field

from diagbot.tools.base import ToolContext, ToolDef
from diagbot.tools.lines import read_lines

DESCRIPTION = (
    "Read a text file as numbered lines (`12: code`), 400 lines at a time; use it after grep or glob to see "
    "the code around a line. The header says which lines you got and how many the file has. "
    'Example: {"path": "src/calc.py", "offset": 120, "limit": 60} reads lines 120-179. '
    "Defaults: offset 1, limit 400 (max 2000). Lines over 500 chars are cut with a note of their length; "
    "binary files are refused; paths are relative to the repository root."
)


class ReadFileArgs(BaseModel, extra="forbid"):
    """Arguments of read_file."""

    path: str = Field(description="File path relative to the repository root, e.g. 'src/calc.py'")
    offset: int = Field(1, ge=1, description="First line to show, 1-based, default 1")
    limit: int = Field(400, ge=1, le=2000, description="Maximum number of lines to show, default 400")


def read_file(args: ReadFileArgs, ctx: ToolContext) -> str:
    """Numbered lines offset..offset+limit-1 of one file, under a header with the file's line count."""
    return read_lines(ctx, args.path, args.offset, args.limit)


TOOL = ToolDef("read_file", DESCRIPTION, ReadFileArgs, read_file, read_only=True, numbered=True)
