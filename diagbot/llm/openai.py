"""OpenAI-compatible chat completions over httpx streaming: OpenAI, gateways, Ollama, vLLM, llama.cpp."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from typing import Any

import httpx

from diagbot.errors import StreamError
from diagbot.llm.accumulate import ToolCallAccumulator
from diagbot.llm.http import Endpoint, HTTPStatusFailure, StreamingHTTP, decode_data, env_key
from diagbot.llm.sse import SSEEvent, is_done
from diagbot.llm.types import AssistantTurn, Message, ToolCallDelta, ToolChoice, Usage, wire_name

DEFAULT_BASE_URL = "https://api.openai.com/v1"
_CALL_FIELDS = {"index", "id", "type", "function", "name"}  # everything else is an extra, replayed as is


class OpenAIProvider:
    """A model behind `POST {base_url}/chat/completions` with `stream: true`."""

    name = "openai"

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
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key if api_key is not None else env_key(os.environ, "OPENAI_API_KEY")
        self._http = StreamingHTTP(
            connect_timeout=connect_timeout, read_timeout=read_timeout, transport=transport, sleep=sleep
        )
        self._stream_options = True  # dropped for good once a server rejects it

    def complete(
        self, messages: Sequence[Message], tools: Sequence[dict[str, Any]], *, tool_choice: ToolChoice = "auto"
    ) -> AssistantTurn:
        """One streamed turn, accumulated; raises ProviderError subclasses."""
        names = [tool["name"] for tool in tools]

        def read(events: Iterator[SSEEvent]) -> AssistantTurn:
            return read_stream(events, names)

        try:
            return self._http.post(self._endpoint(), self._body(messages, tools, tool_choice), read)
        except HTTPStatusFailure as exc:
            if not (self._stream_options and exc.status == 400 and "stream_options" in exc.detail):
                raise
            self._stream_options = False  # e.g. an older vLLM or a strict gateway: ask once more without it
            return self._http.post(self._endpoint(), self._body(messages, tools, tool_choice), read)

    def _endpoint(self) -> Endpoint:
        headers = {"accept": "text/event-stream"}
        if self.api_key:
            headers["authorization"] = f"Bearer {self.api_key}"
        return Endpoint(
            provider="OpenAI-compatible server",
            url=f"{self.base_url}/chat/completions",
            model=self.model,
            headers=headers,
            key_vars="DIAGBOT_API_KEY (or OPENAI_API_KEY)",
            secret=self.api_key,
        )

    def _body(self, messages: Sequence[Message], tools: Sequence[dict[str, Any]], choice: str) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model, "messages": to_openai(messages), "stream": True}
        if self._stream_options:
            body["stream_options"] = {"include_usage": True}
        if tools:  # sent even with tool_choice "none", so a history holding tool calls stays valid
            body["tools"] = [{"type": "function", "function": dict(tool)} for tool in tools]
            body["tool_choice"] = choice
        return body


def to_openai(messages: Iterable[Message]) -> list[dict[str, Any]]:
    """Neutral messages in chat-completions form; assistant calls replay their extras (thought signatures)."""
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "tool":
            out.append({"role": "tool", "tool_call_id": m.tool_call_id, "content": m.content})
        elif m.role == "assistant" and m.tool_calls:
            calls = [
                {
                    **c.extra,
                    "id": c.id,
                    "type": "function",
                    "function": {"name": wire_name(c.name), "arguments": c.args},
                }
                for c in m.tool_calls
            ]
            out.append({"role": "assistant", "content": m.content or None, "tool_calls": calls})
        else:
            out.append({"role": m.role, "content": m.content})
    return out


def read_stream(events: Iterable[SSEEvent], known_names: Collection[str] = ()) -> AssistantTurn:
    """Accumulate a chat-completions stream into one turn; an error chunk raises StreamError."""
    reader = _Reader(ToolCallAccumulator(known_names))
    for event in events:
        if is_done(event.data):
            reader.done = True
            break
        chunk = decode_data(event.data, cut=event.cut)
        if chunk is not None:
            reader.add(chunk)
    return reader.finish()


class _Reader:
    def __init__(self, calls: ToolCallAccumulator) -> None:
        self.calls = calls
        self.text: list[str] = []
        self.finish_reason: str | None = None
        self.usage = Usage()
        self.done = False

    def add(self, chunk: dict[str, Any]) -> None:
        if chunk.get("error"):  # before touching choices: an error after HTTP 200 voids the turn
            raise StreamError(f"the provider reported an error mid-stream: {_error_text(chunk['error'])}")
        usage = chunk.get("usage") or (chunk.get("x_groq") or {}).get("usage")
        if isinstance(usage, dict):
            self.usage = Usage(usage.get("prompt_tokens") or 0, usage.get("completion_tokens") or 0)
        for choice in chunk.get("choices") or []:  # [] is a usage-only chunk
            if isinstance(choice, dict) and choice.get("index", 0) == 0:
                self._choice(choice)

    def _choice(self, choice: dict[str, Any]) -> None:
        if choice.get("finish_reason") == "error":
            raise StreamError("the provider ended the stream with finish_reason 'error'")
        delta = choice.get("delta") or {}
        if isinstance(delta.get("content"), str):
            self.text.append(delta["content"])
        entries = delta.get("tool_calls") or []
        for entry in [entries] if isinstance(entries, dict) else entries:  # TGI sends one object
            if isinstance(entry, dict):
                self.calls.push(_delta(entry))
        self.finish_reason = choice.get("finish_reason") or self.finish_reason  # the finish chunk may carry a delta

    def finish(self) -> AssistantTurn:
        calls = tuple(self.calls.drain())
        if not (self.done or self.finish_reason or any(_is_object(c.args) for c in calls)):
            raise StreamError("the stream ended early: no finish reason, no [DONE] and no complete tool call")
        reason = self.finish_reason
        return AssistantTurn("".join(self.text), calls, reason, self.usage, truncated=reason == "length")


def _delta(entry: dict[str, Any]) -> ToolCallDelta:
    function: dict[str, Any] = entry["function"] if isinstance(entry.get("function"), dict) else {}
    args = function.get("arguments")
    if isinstance(args, dict | list):
        args = json.dumps(args)  # llama.cpp / Ollama send an object: it is the whole argument
    index = entry.get("index")
    return ToolCallDelta(
        index=index if isinstance(index, int | str) and not isinstance(index, bool) else None,
        id=entry.get("id") if isinstance(entry.get("id"), str) else None,
        name=function.get("name") if isinstance(function.get("name"), str) else None,
        args_delta=args if isinstance(args, str) else None,
        extra={k: v for k, v in entry.items() if k not in _CALL_FIELDS and v is not None},
    )


def _error_text(error: Any) -> str:
    if isinstance(error, dict):
        return str(error.get("message") or error.get("type") or error.get("code") or error)[:300]
    return str(error)[:300]


def _is_object(text: str) -> bool:
    try:
        return isinstance(json.loads(text), dict)
    except ValueError:
        return False
