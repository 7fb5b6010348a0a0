"""The read-only tools the model may call; the registry is a literal tuple."""

from __future__ import annotations

from diagbot.tools import glob, grep, read_file

TOOLS = (glob.TOOL, grep.TOOL, read_file.TOOL)

__all__ = ["TOOLS"]
