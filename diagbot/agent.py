"""The agent loop: ask the model, run the calls it asked for, feed every result back, until it concludes."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from typing import Any, Protocol

from diagbot.budget import ELIDED, OverBudget, fit_budget, message_chars
from diagbot.diagnosis import Diagnosis, Status, TraceEntry
from diagbot.errors import BadResponse, ProviderError
from diagbot.llm.types import AssistantTurn, Message, Provider, ToolCall, ToolChoice, Usage
from diagbot.tools.base import ToolResult

OUT_OF_TURNS = (
    "You have used every tool turn you had. Do not call any more tools: "
    "write your conclusion now, from what you have read so far."
)
CUT_OFF = (
    "the arguments of this call were cut off (the reply hit the output token limit), so it was not run; "
    "call it again with shorter arguments"
)
__all__ = ["ELIDED", "Observer", "OverBudget", "fit_budget", "message_chars", "run_loop"]
NO_TURNS_LEFT = "not run: no tool turns are left; write the conclusion instead"
EMPTY_ANSWER = "the model's final answer held no text and no tool call"
CUT_ANSWER = "the model's answer was cut off at its output token limit (finish_reason length): it may be incomplete"


class Executor(Protocol):
    """What the loop needs of tools.executor.Executor: the specs and a never-raising execute."""

    def schemas(self) -> list[dict[str, Any]]: ...

    def execute(self, name: str, args: str) -> ToolResult: ...


class Observer:
    """Hears every event of a run. Each method is a no-op; override the ones you need."""

    def on_turn(self, turn: int) -> None:
        """A model turn starts (1-based)."""

    def on_call(self, call: ToolCall) -> None:
        """The model asked for this call; it runs next."""

    def on_result(self, call: ToolCall, result: ToolResult) -> None:
        """The call ran; `result.content` is exactly what goes back to the model."""

    def on_conclusion(self, text: str) -> None:
        """The model's final answer."""

    def on_usage(self, usage: Usage) -> None:
        """Tokens one turn used."""

    def on_error(self, message: str) -> None:
        """The run failed (provider gave up, or the context budget cannot be met)."""


def run_loop(
    provider: Provider,
    executor: Executor,
    messages: list[Message],
    *,
    max_turns: int = 10,
    budget_chars: int = 200_000,
    observer: Observer | None = None,
) -> Diagnosis:
    """Run the conversation to a Diagnosis; never raises ProviderError (it is recorded instead).

    `turns` counts model requests, the extra conclusion turn after `max_turns` included.
    """
    run = _Run(provider, executor, messages, observer or Observer(), budget_chars)
    try:
        for turn in range(1, max_turns + 1):
            reply = run.ask(turn, "auto")
            if not reply.calls:  # a turn has calls when any were merged, whatever the finish reason said
                return run.finish("concluded", answer(reply))
            run.run_calls(reply, turn)
        messages.append(Message(role="user", content=OUT_OF_TURNS))
        reply = run.ask(max_turns + 1, "none")
        run.run_calls(reply, max_turns + 1, refuse=NO_TURNS_LEFT)  # a provider ignoring "none" still gets results
        return run.finish("out_of_turns", answer(reply))
    except (ProviderError, OverBudget) as exc:
        run.observer.on_error(str(exc))
        return run.finish("failed", "", error=str(exc))


class _Run:
    """One run's state: the conversation, the trace, usage, turns and chars sent."""

    def __init__(
        self, provider: Provider, executor: Executor, messages: list[Message], observer: Observer, budget: int
    ) -> None:
        self.provider, self.executor, self.messages, self.observer = provider, executor, messages, observer
        self.budget = budget
        self.trace: list[TraceEntry] = []
        self.usage = Usage()
        self.turns = self.chars_sent = 0
        self.cut = False  # the last reply hit the output token limit
        self.ids: set[str] = set()  # every call id so far: Anthropic refuses a request where one repeats
        self.started = time.monotonic()

    def ask(self, turn: int, choice: ToolChoice) -> AssistantTurn:
        self.turns = turn
        self.observer.on_turn(turn)
        self.chars_sent += fit_budget(self.messages, self.budget)
        reply = self._unique_ids(self.provider.complete(self.messages, self.executor.schemas(), tool_choice=choice))
        self.usage += reply.usage
        self.cut = reply.truncated
        self.observer.on_usage(reply.usage)
        self.messages.append(reply.message)  # invariant 1: the assistant message carries its calls
        return reply

    def _unique_ids(self, reply: AssistantTurn) -> AssistantTurn:
        # an id synthesized for a server that sent none (call_0) or one a server reuses would repeat every turn
        calls = []
        for call in reply.calls:
            fresh, n = call.id, 1
            while fresh in self.ids:
                fresh, n = f"{call.id}_{self.turns}_{n}", n + 1
            self.ids.add(fresh)
            calls.append(replace(call, id=fresh))
        return replace(reply, calls=tuple(calls))

    def run_calls(self, reply: AssistantTurn, turn: int, *, refuse: str | None = None) -> None:
        for call in reply.calls:  # invariant 2: exactly one result per call, failed ones included
            self.observer.on_call(call)
            if refuse or (reply.truncated and not _parses(call.args)):
                result = failed_result(call, refuse or CUT_OFF)  # never run half-streamed arguments
            else:
                result = self.executor.execute(call.name, call.args)
            self.messages.append(Message.tool_result(call.id, result.content, ok=result.ok))
            self.trace.append(trace_entry(call, result, turn))
            self.observer.on_result(call, result)

    def finish(self, status: Status, text: str, error: str | None = None) -> Diagnosis:
        if status != "failed":
            self.observer.on_conclusion(text)
        return Diagnosis(
            status=status,
            conclusion=text,
            trace=tuple(self.trace),
            turns=self.turns,
            usage=self.usage,
            elapsed_s=round(time.monotonic() - self.started, 3),
            error=error,
            provider=self.provider.name,
            model=self.provider.model,
            chars_sent=self.chars_sent,
            notes=(CUT_ANSWER,) if self.cut and status != "failed" else (),
        )


def answer(reply: AssistantTurn) -> str:
    """The final turn's text; an empty one is the model failing (BadResponse), not a conclusion to report."""
    if reply.text.strip():
        return reply.text
    said = f"finish_reason {reply.finish_reason!r}" if reply.finish_reason else "no finish reason"
    raise BadResponse(f"{EMPTY_ANSWER} ({said}): the model gave no conclusion")


def failed_result(call: ToolCall, message: str) -> ToolResult:
    """A failed result the loop itself gives a call it did not run."""
    meta = {"args": _parsed(call.args), "summary": message[:120], "truncated": False}
    return ToolResult(content=message, ok=False, meta=meta)


def trace_entry(call: ToolCall, result: ToolResult, turn: int) -> TraceEntry:
    """What the trace records of one call: the executor's meta, and the chars fed back."""
    meta = result.meta
    summary = meta.get("summary") or next(iter(result.content.splitlines()), "")[:120]
    return TraceEntry(
        tool=call.name,
        args=meta.get("args", _parsed(call.args)),
        ok=result.ok,
        chars=len(result.content),
        summary=str(summary),
        truncated=bool(meta.get("truncated", False)),
        content=result.content,
        turn=turn,
    )


def _parsed(args: str) -> dict[str, Any] | str:
    try:
        value = json.loads(args)
    except ValueError:
        return args
    return value if isinstance(value, dict) else args


def _parses(args: str) -> bool:
    return isinstance(_parsed(args), dict)
