"""GPT's `multi_tool_use.parallel`: a model trained on ChatGPT's own wrapper sometimes calls it as if it were a tool,
its arguments the calls it meant, `{"tool_uses": [{"recipient_name": "functions.grep", "parameters": {...}}]}`.
Unpacked into those calls (each with an id of its own, the wrapper's id and its place), the loop runs them as the
model meant, and the assistant message replayed carries them, each with its result; anything else in that shape
is left as it came, and the unknown tool's failed result names the tools there are."""

from __future__ import annotations

import json
from typing import Any

from diagbot.llm.types import ToolCall

WRAPPER = "multi_tool_use.parallel"
_PREFIX = "functions."


def unpacked(call: ToolCall) -> list[ToolCall]:
    """The calls a `multi_tool_use.parallel` call wraps, else the call itself."""
    if call.name != WRAPPER:
        return [call]
    try:
        uses: Any = json.loads(call.args).get("tool_uses")
    except (ValueError, AttributeError):
        return [call]
    if not isinstance(uses, list) or not uses or not all(_whole(u) for u in uses):
        return [call]
    return [
        ToolCall(
            id=f"{call.id}_{k}",
            name=u["recipient_name"].removeprefix(_PREFIX),
            args=json.dumps(u.get("parameters", {})),
            extra=dict(call.extra),
        )
        for k, u in enumerate(uses, 1)
    ]


def _whole(use: Any) -> bool:
    """One wrapped call: a tool's name and, if any, an object of parameters."""
    return (
        isinstance(use, dict)
        and isinstance(use.get("recipient_name"), str)
        and bool(use["recipient_name"].removeprefix(_PREFIX))
        and isinstance(use.get("parameters", {}), dict)
    )
