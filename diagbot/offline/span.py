"""How far the function holding a read line runs, as far as the read shows it: code.function_span, narrowed to a
class method opened in between and ended where its indentation ends (a class's span is not its methods')."""

from __future__ import annotations

import re

from diagbot.offline.code import function_span
from diagbot.offline.kinds import closes_only

METHOD = re.compile(  # a class method without a keyword or a type before its name: `  total(items) {`
    r"^\s*(?:(?:async|static|get|set|public|private|protected|override)\s+)*"
    r"(?!(?:if|for|while|switch|catch|return|else|function|with)\b)[A-Za-z_$][\w$]*\s*\([^)]*\)\s*(?::\s*[^={]+)?\{\s*$"
)


# a label at the margin (Go's `ParseLoop:`, C's `retry:`), not C++'s `private:`, which ends the member above it
_LABEL = re.compile(r"^(?!(?:public|private|protected)\s*:)[A-Za-z_]\w*:\s*$")


def reach_span(code: dict[int, str], focus: int) -> tuple[int, int]:
    """The function holding `focus` (code.function_span), narrowed to a class method opened between them, and
    ended where its indentation ends; (focus, focus) when no definition is in view above it."""
    start, end = function_span(code, focus)
    unseen = (start, end) == (focus, focus)
    low, high = (min(code, default=focus) - 1, max(code, default=focus)) if unseen else (start, end)
    method = next((n for n in range(focus, low, -1) if METHOD.match(code.get(n, ""))), None)
    if method is None:
        return (start, end) if unseen else (start, dedent_end(code, start, end))
    return method, dedent_end(code, method, high)


def dedent_end(code: dict[int, str], start: int, end: int) -> int:
    """Where the function opened at `start` ends by its indentation, within start..end: its closing `}` or `end`,
    or the line before the next one indented no deeper than its definition (not a label)."""
    head = code.get(start, "")
    indent = len(head) - len(head.lstrip())
    for n in range(start + 1, end + 1):
        text = code.get(n, "")
        if not text.strip() or text.strip() == "{" or len(text) - len(text.lstrip()) > indent or _LABEL.match(text):
            continue  # a label (Go's `ParseLoop:`, C's `retry:`) sits at the function's margin inside it
        return n if closes_only(text) else n - 1
    return end
