"""Cut oversized text from the middle: keep the head and the tail, say what was cut and how to get it."""

from __future__ import annotations

from dataclasses import replace

from diagbot.tools.base import ToolResult

MAX_RESULT_CHARS = 8000
HEAD_RATIO = 0.6  # more head: the most relevant content is usually at the front


def cut_note(removed: int, total: int) -> str:
    """The note put in place of the middle (54 chars for 12000 of 20000)."""
    return f"\n[... {removed} of {total} chars cut; narrow or use offset]\n"


def truncate_text(text: str, limit: int = MAX_RESULT_CHARS) -> tuple[str, int]:
    """Keep `limit` chars of `text` (60% head, 40% tail) around a note; returns (text, removed chars)."""
    if len(text) <= limit:
        return text, 0
    head = int(max(limit, 0) * HEAD_RATIO)
    tail = max(limit, 0) - head
    removed = len(text) - head - tail
    # slice the tail by index: text[-0:] would keep everything
    return text[:head] + cut_note(removed, len(text)) + text[len(text) - tail :], removed


def truncate_result(result: ToolResult) -> ToolResult:
    """Truncate a result's content; the fact of truncation goes to meta, which the model never sees."""
    content, removed = truncate_text(result.content)
    meta = {**result.meta, "truncated": removed > 0, "original_chars": len(result.content)}
    return replace(result, content=content, meta=meta)
