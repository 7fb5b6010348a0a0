"""Summaries of web server access logs."""

from accesslog.parser import Entry, parse_line, parse_lines
from accesslog.stats import Summary, summarize, top_paths

__all__ = ["Entry", "Summary", "parse_line", "parse_lines", "summarize", "top_paths"]
