"""Provider-neutral conversation types and the Provider protocol."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

Role = Literal["system", "user", "assistant", "tool"]
ToolChoice = Literal["auto", "none"]
_NOT_IN_NAMES = re.compile(r"[^a-zA-Z0-9_-]")


@dataclass(frozen=True)
class ToolCallDelta:
    """One streamed fragment of a tool call; `index` is an opaque key, not a position."""

    index: int | str | None = None
    id: str | None = None
    name: str | None = None
    args_delta: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # unknown per-call fields, replayed later


@dataclass(frozen=True)
class ToolCall:
    """A whole tool call after the stream ended; `args` is the raw JSON text, parsed by the executor."""

    id: str
    name: str
    args: str
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Message:
    """One message of the conversation, in the shape both providers are translated from."""

    role: Role
    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None  # role == "tool": the call this answers
    is_error: bool = False  # role == "tool": the call failed

    @classmethod
    def tool_result(cls, call_id: str, content: str, *, ok: bool) -> Message:
        """The one result message a call gets (invariant 2)."""
        return cls(role="tool", content=content, tool_call_id=call_id, is_error=not ok)


@dataclass(frozen=True)
class Usage:
    """Token counts as the provider reported them."""

    input_tokens: int = 0
    output_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(self.input_tokens + other.input_tokens, self.output_tokens + other.output_tokens)


@dataclass(frozen=True)
class AssistantTurn:
    """One accumulated model reply: its text, its calls and why it stopped."""

    text: str = ""
    calls: tuple[ToolCall, ...] = ()
    finish_reason: str | None = None
    usage: Usage = field(default_factory=Usage)
    truncated: bool = False  # finish_reason "length" cut the reply (arguments may be incomplete)

    @property
    def message(self) -> Message:
        """The assistant message carrying the calls it requested (invariant 1)."""
        return Message(role="assistant", content=self.text, tool_calls=self.calls)


class Provider(Protocol):
    """A model behind one call: stream a reply to `messages`, return it accumulated.

    Raises ProviderError (see diagbot.errors) when the service fails past its retries.
    """

    name: str
    model: str

    def complete(
        self, messages: Sequence[Message], tools: Sequence[dict[str, Any]], *, tool_choice: ToolChoice = "auto"
    ) -> AssistantTurn:
        """One turn. `tools` are provider-neutral specs: {name, description, parameters}."""
        ...


def wire_name(name: str) -> str:
    """A call's name as a request may carry it back: OpenAI and Anthropic take only `^[a-zA-Z0-9_-]{1,64}$` in the
    history, and a model may call any name (GPT's `multi_tool_use.parallel`), which would void every later turn.
    The failed result that follows the call already names the tool it asked for."""
    return _NOT_IN_NAMES.sub("_", name)[:64] or "unnamed_tool"


def wire_id(call_id: str) -> str:
    """A call's id as Anthropic takes it (`^[a-zA-Z0-9_-]+$`): an Anthropic-compatible server may send any id."""
    return _NOT_IN_NAMES.sub("_", call_id) or "call"
