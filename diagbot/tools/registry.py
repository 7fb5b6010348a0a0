"""The tools the model may call, in the order it is offered them."""

from __future__ import annotations

from diagbot.tools import diff, glob, grep, read_file

TOOLS = (glob.TOOL, grep.TOOL, read_file.TOOL, diff.TOOL)
