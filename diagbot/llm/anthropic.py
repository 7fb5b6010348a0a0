"""Anthropic Messages API over httpx streaming (and Anthropic-compatible endpoints)."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from typing import Any

import httpx

from diagbot.errors import StreamError
from diagbot.llm.accumulate import ToolCallAccumulator
from diagbot.llm.http import Endpoint, StreamingHTTP, decode_data, env_key
from diagbot.llm.sse import SSEEvent
from diagbot.llm.types import AssistantTurn, Message, ToolCallDelta, ToolChoice, Usage, wire_id, wire_name

DEFAULT_BASE_URL = "https://api.anthropic.com"
API_VERSION = "2023-06-01"
MAX_TOKENS = 4096
# stop reasons in the neutral (OpenAI) vocabulary the loop reads
_FINISH = {"tool_use": "tool_calls", "max_tokens": "length", "end_turn": "stop", "stop_sequence": "stop"}


class AnthropicProvider:
    """A model behind `POST {base_url}/v1/messages` with `stream: true`."""

    name = "anthropic"

    def __init__(
        self,
        model: str,
        base_url: str = DEFAULT_BASE_URL,
        api_key: str | None = None,
        *,
        connect_timeout: float = 10.0,
        read_timeout: float = 120.0,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.model = model
        self.base_url = base_url.rstrip("/").removesuffix("/v1")  # the path below adds /v1
        self.api_key = api_key if api_key is not None else env_key(os.environ, "ANTHROPIC_API_KEY")
        self._http = StreamingHTTP(
            connect_timeout=connect_timeout, read_timeout=read_timeout, transport=transport, sleep=sleep
        )

    def complete(
        self, messages: Sequence[Message], tools: Sequence[dict[str, Any]], *, tool_choice: ToolChoice = "auto"
    ) -> AssistantTurn:
        """One streamed turn, accumulated; raises ProviderError subclasses."""
        names = [tool["name"] for tool in tools]

        def read(events: Iterator[SSEEvent]) -> AssistantTurn:
            return read_stream(events, names)

        return self._http.post(self._endpoint(), self._body(messages, tools, tool_choice), read)

    def _endpoint(self) -> Endpoint:
        headers = {"accept": "text/event-stream", "anthropic-version": API_VERSION}
        if self.api_key:
            headers["x-api-key"] = self.api_key
        return Endpoint(
            provider="Anthropic",
            url=f"{self.base_url}/v1/messages",
            model=self.model,
            headers=headers,
            key_vars="DIAGBOT_API_KEY (or ANTHROPIC_API_KEY)",
            secret=self.api_key,
        )

    def _body(self, messages: Sequence[Message], tools: Sequence[dict[str, Any]], choice: str) -> dict[str, Any]:
        system, turns = to_anthropic(messages)
        body: dict[str, Any] = {"model": self.model, "max_tokens": MAX_TOKENS, "messages": turns, "stream": True}
        if system:
            body["system"] = system
        if tools:
            body["tools"] = [
                {"name": t["name"], "description": t.get("description", ""), "input_schema": t["parameters"]}
                for t in tools
            ]
            body["tool_choice"] = {"type": choice}
        return body


def to_anthropic(messages: Iterable[Message]) -> tuple[str, list[dict[str, Any]]]:
    """Neutral messages as (system, messages): tool results become tool_result blocks of one user message.

    Consecutive messages of one role are merged, as the API requires alternating roles. A call whose
    arguments were not a JSON object is replayed with input `{}`: the API accepts only objects, and the
    failed result that follows it already tells the model what was wrong with the raw text.
    """
    system: list[str] = []
    turns: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "system":
            system.append(m.content)
            continue
        role = "assistant" if m.role == "assistant" else "user"
        blocks = _blocks(m)
        if turns and turns[-1]["role"] == role:
            turns[-1]["content"].extend(blocks)
        elif blocks:
            turns.append({"role": role, "content": blocks})
    return "\n\n".join(s for s in system if s), turns


def _blocks(m: Message) -> list[dict[str, Any]]:
    # the API refuses empty and whitespace-only text ("text content blocks must contain non-whitespace text")
    if m.role == "tool":
        content = m.content if m.content.strip() else "(no output)"
        answered = wire_id(m.tool_call_id or "")
        return [{"type": "tool_result", "tool_use_id": answered, "content": content, "is_error": m.is_error}]
    blocks: list[dict[str, Any]] = [{"type": "text", "text": m.content}] if m.content.strip() else []
    for call in m.tool_calls:
        blocks.append(
            {"type": "tool_use", "id": wire_id(call.id), "name": wire_name(call.name), "input": _input(call.args)}
        )
    return blocks


def _input(args: str) -> dict[str, Any]:
    try:
        value = json.loads(args)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def read_stream(events: Iterable[SSEEvent], known_names: Collection[str] = ()) -> AssistantTurn:
    """Accumulate a Messages stream into one turn; an `error` event raises StreamError."""
    reader = _Reader(ToolCallAccumulator(known_names))
    for event in events:
        data = decode_data(event.data, cut=event.cut)
        if data is not None:
            handler = getattr(reader, f"on_{data.get('type') or event.event}", None)
            if handler is not None:  # ping and unknown events are ignored
                handler(data)
    return reader.finish()


class _Reader:
    def __init__(self, calls: ToolCallAccumulator) -> None:
        self.calls = calls
        self.text: list[str] = []
        self.stop_reason: str | None = None
        self.input_tokens = self.output_tokens = 0
        self.stopped = False

    def on_error(self, data: dict[str, Any]) -> None:
        error = data.get("error") or {}
        kind, message = error.get("type", "error"), error.get("message", "")
        raise StreamError(f"Anthropic reported {kind} mid-stream: {message}".strip())

    def on_message_start(self, data: dict[str, Any]) -> None:
        self.input_tokens = ((data.get("message") or {}).get("usage") or {}).get("input_tokens") or 0

    def on_content_block_start(self, data: dict[str, Any]) -> None:
        block = data.get("content_block") or {}
        if block.get("type") == "text":
            self.text.append(block.get("text") or "")
        elif block.get("type") == "tool_use":  # index counts text blocks too: a call after text is index 1
            whole = json.dumps(block["input"]) if block.get("input") else None
            self.calls.push(ToolCallDelta(data.get("index"), block.get("id"), block.get("name"), whole))

    def on_content_block_delta(self, data: dict[str, Any]) -> None:
        delta = data.get("delta") or {}
        if delta.get("type") == "text_delta":
            self.text.append(delta.get("text") or "")
        elif delta.get("type") == "input_json_delta":
            self.calls.push(ToolCallDelta(data.get("index"), args_delta=delta.get("partial_json")))

    def on_message_delta(self, data: dict[str, Any]) -> None:
        self.stop_reason = (data.get("delta") or {}).get("stop_reason") or self.stop_reason
        self.output_tokens = (data.get("usage") or {}).get("output_tokens") or self.output_tokens

    def on_message_stop(self, data: dict[str, Any]) -> None:
        self.stopped = True

    def finish(self) -> AssistantTurn:
        if not (self.stopped or self.stop_reason):
            raise StreamError("the Anthropic stream ended before message_stop")
        reason = _FINISH.get(self.stop_reason or "", self.stop_reason)
        usage = Usage(self.input_tokens, self.output_tokens)
        calls = tuple(self.calls.drain())
        return AssistantTurn("".join(self.text), calls, reason, usage, truncated=reason == "length")
