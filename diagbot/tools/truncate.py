"""Cut oversized text from the middle: keep the head and the tail, say what was cut and how to get it.

Line-numbered content (a tool whose ToolDef says `numbered`: read_file, diff) is cut between lines, and the
note names the lines left out and the call that reads them; anything else keeps the seed's exact cut. Such
content is a header that ends `(lines A-B of N)` (or `(diff lines A-B of N; ...)`), then lines A to B, one
a line, then at most a footer: a line's number comes from its place, so a redacted line still counts.
"""

from __future__ import annotations

import re
from dataclasses import replace

from diagbot.tools.base import ToolResult

MAX_RESULT_CHARS = 8000
HEAD_RATIO = 0.6  # more head: the most relevant content is usually at the front
_PAGE = re.compile(r"\(((?:diff )?lines) (\d+)-(\d+) of \d+[;)]")  # the header's page: `(lines 1-224 of 224)`


READ_MORE = "narrow or use offset"  # how to read the middle, when the tool says nothing more apt (20 chars)


def cut_note(removed: int, total: int, how: str = READ_MORE) -> str:
    """The note put in place of the middle (54 chars for 12000 of 20000 with a 20-char `how`)."""
    return f"\n[... {removed} of {total} chars cut; {how}]\n"


def lines_note(first: int, last: int, removed: int, reader: str, unit: str = "lines") -> str:
    """The note in place of whole numbered lines: which, how many chars, and the call that reads them."""
    return f"…({unit} {first}-{last} omitted, {removed} chars; {reader} offset {first} limit {last - first + 1})…\n"


def truncate_text(text: str, limit: int = MAX_RESULT_CHARS, how: str = READ_MORE) -> tuple[str, int]:
    """Keep `limit` chars of `text` (60% head, 40% tail) around a note; returns (text, removed chars)."""
    if len(text) <= limit:
        return text, 0
    head = int(max(limit, 0) * HEAD_RATIO)
    tail = max(limit, 0) - head
    removed = len(text) - head - tail
    # slice the tail by index: text[-0:] would keep everything
    return text[:head] + cut_note(removed, len(text), how) + text[len(text) - tail :], removed


def truncate_lines(text: str, reader: str, limit: int = MAX_RESULT_CHARS) -> tuple[str, int]:
    """truncate_text for numbered lines: at most 60% head and 40% tail of `limit`, both cut at line boundaries."""
    if len(text) <= limit:
        return text, 0
    lines = text.split("\n")  # "\n" only: a file's own \r or \u2028 stays inside its numbered line
    page = _PAGE.findall(lines[0])  # the last one: a path may hold anything
    if not page or len(lines) < 2 + int(page[-1][2]) - int(page[-1][1]):
        return truncate_text(text, limit)  # not a page of numbered lines after all: the exact cut
    unit, first = page[-1][0], int(page[-1][1])
    number = {i: first + i - 1 for i in range(1, 2 + int(page[-1][2]) - first)}  # piece index -> line number
    pieces = [line + "\n" for line in lines[:-1]] + [lines[-1]]
    budget = max(limit, 0)
    head = _fitting(pieces, int(budget * HEAD_RATIO))
    tail = len(pieces) - _fitting(pieces[head:][::-1], budget - int(budget * HEAD_RATIO))
    omitted = [number[i] for i in range(head, tail) if i in number]
    if not omitted:  # the cut falls in the header or the footer: nothing to name
        return truncate_text(text, limit)
    removed = sum(map(len, pieces[head:tail]))
    note = lines_note(omitted[0], omitted[-1], removed, reader, unit)
    return "".join(pieces[:head]) + note + "".join(pieces[tail:]), removed


def _fitting(pieces: list[str], budget: int) -> int:
    """How many of `pieces`, from the first, fit in `budget` chars together."""
    used = count = 0
    for piece in pieces:
        if used + len(piece) > budget:
            break
        used, count = used + len(piece), count + 1
    return count


def truncate_result(result: ToolResult, reader: str | None = None, how: str = READ_MORE) -> ToolResult:
    """Truncate a result's content; the fact of truncation goes to meta, which the model never sees.

    `reader` names the tool that reads omitted lines back when the content is numbered lines (else None); `how`
    says how to read a plain cut's middle with the tool that made it (grep has no offset: narrow its glob).
    """
    if reader:
        content, removed = truncate_lines(result.content, reader)
    else:
        content, removed = truncate_text(result.content, how=how)
    meta = {**result.meta, "truncated": removed > 0, "original_chars": len(result.content)}
    return replace(result, content=content, meta=meta)
