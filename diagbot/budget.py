"""The context budget: what a request costs in chars, and the oldest tool results elided until it fits."""

from __future__ import annotations

from dataclasses import replace

from diagbot.llm.types import Message

ELIDED = "[result elided to fit the context budget: {n} chars]"


class OverBudget(Exception):
    """The conversation does not fit the context budget even with every tool result elided."""


def message_chars(m: Message) -> int:
    """Chars a message costs in a request: its content plus its calls' names and arguments."""
    return len(m.content) + sum(len(c.name) + len(c.args) for c in m.tool_calls)


def fit_budget(messages: list[Message], budget: int) -> int:
    """Shrink the oldest tool results (in place, messages kept) until the request fits; return its chars."""
    total = sum(map(message_chars, messages))
    for i, m in enumerate(messages):
        if total <= budget:
            break
        note = ELIDED.format(n=len(m.content))
        if m.role == "tool" and len(note) < len(m.content) and not m.content.startswith(ELIDED.split(":")[0]):
            total -= len(m.content) - len(note)
            messages[i] = replace(m, content=note)
    if total > budget:
        raise OverBudget(
            f"the conversation needs {total} chars, over the context budget of {budget} "
            "even with every tool result elided; raise the budget or shorten the question"
        )
    return total
