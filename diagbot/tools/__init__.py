"""The read-only tools the model may call; the registry is a literal tuple."""

from __future__ import annotations

from diagbot.tools import diff, glob, grep, read_file

TOOLS = (glob.TOOL, grep.TOOL, read_file.TOOL, diff.TOOL)

__all__ = ["TOOLS"]
