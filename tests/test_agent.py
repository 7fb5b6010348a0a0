from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
import pytest

from diagbot.agent import (
    CUT_ANSWER,
    CUT_OFF,
    ELIDED,
    NO_TURNS_LEFT,
    OUT_OF_TURNS,
    Observer,
    OverBudget,
    fit_budget,
    message_chars,
    run_loop,
)
from diagbot.errors import RateLimited
from diagbot.llm.anthropic import AnthropicProvider
from diagbot.llm.openai import OpenAIProvider
from diagbot.llm.types import AssistantTurn, Message, ToolCall, ToolChoice, Usage
from diagbot.tools.base import ToolResult
from diagbot.tools.executor import Executor
from diagbot.tools.paths import make_context

FIXTURES = Path(__file__).parent / "fixtures"
ASK = [Message(role="system", content="sys"), Message(role="user", content="why is the build red?")]


REPO = {
    "src/calc.py": "def divide(a, b):\n    return a / b\n",
    "tests/test_calc.py": "from src.calc import divide\n\n\ndef test_divide():\n    assert divide(1, 0) == 0\n",
    "big.txt": "".join(f"{n:04d} " + "x" * 60 + "\n" for n in range(400)),
}


class Counting(Executor):
    """The real executor, remembering which calls it ran."""

    def __init__(self, root: Path) -> None:
        super().__init__(make_context(root))
        self.ran: list[tuple[str, str]] = []

    def execute(self, name: str, args: str) -> ToolResult:
        self.ran.append((name, args))
        return super().execute(name, args)


@pytest.fixture
def executor(make_repo) -> Counting:
    return Counting(make_repo(REPO))


class Scripted:
    """A provider replaying turns (or raising errors) and checking both invariants on every request."""

    name, model = "scripted", "script-1"

    def __init__(self, *replies: AssistantTurn | Exception) -> None:
        self.replies = list(replies)
        self.requests: list[tuple[list[Message], ToolChoice]] = []

    def complete(
        self, messages: Sequence[Message], tools: Sequence[dict[str, Any]], *, tool_choice: ToolChoice = "auto"
    ) -> AssistantTurn:
        assert_invariants(messages)
        self.requests.append((list(messages), tool_choice))
        reply = self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return reply


def assert_invariants(messages: Sequence[Message]) -> None:
    for i, m in enumerate(messages):
        if m.role == "assistant" and m.tool_calls:
            results = [r.tool_call_id for r in messages[i + 1 : i + 1 + len(m.tool_calls)]]
            assert results == [c.id for c in m.tool_calls]


def calls(*pairs: tuple[str, str], text: str = "", truncated: bool = False) -> AssistantTurn:
    found = tuple(ToolCall(f"c{n}", name, args) for n, (name, args) in enumerate(pairs))
    return AssistantTurn(text, found, "length" if truncated else "tool_calls", Usage(10, 2), truncated)


def done(text: str = "It is the divide.") -> AssistantTurn:
    return AssistantTurn(text, (), "stop", Usage(5, 1))


class Recorder(Observer):
    def __init__(self) -> None:
        self.events: list[str] = []

    def on_turn(self, turn: int) -> None:
        self.events.append(f"turn {turn}")

    def on_call(self, call: ToolCall) -> None:
        self.events.append(f"call {call.name}")

    def on_result(self, call: ToolCall, result: ToolResult) -> None:
        self.events.append(f"result {call.name} {len(result.content)}")

    def on_conclusion(self, text: str) -> None:
        self.events.append(f"conclusion {text}")

    def on_usage(self, usage: Usage) -> None:
        self.events.append(f"usage {usage.input_tokens}")

    def on_error(self, message: str) -> None:
        self.events.append(f"error {message}")


GREP = ("grep", '{"pattern": "def divide"}')
READ = ("read_file", '{"path": "src/calc.py"}')


def test_loop_stops_when_a_turn_has_no_calls(executor):
    d = run_loop(Scripted(calls(GREP), done()), executor, list(ASK))
    assert (d.status, d.conclusion, d.turns, len(d.trace)) == ("concluded", "It is the divide.", 2, 1)


def test_loop_gives_every_call_exactly_one_result_in_order(executor):
    messages = list(ASK)
    run_loop(Scripted(calls(GREP, ("glob", '{"pattern": "**/*.py"}'), READ), done()), executor, messages)
    assert [m.tool_call_id for m in messages if m.role == "tool"] == ["c0", "c1", "c2"]


def test_loop_feeds_failed_results_back_and_goes_on(executor):
    messages = list(ASK)
    d = run_loop(Scripted(calls(("edit_file", "{}")), done()), executor, messages)
    assert (d.status, messages[3].is_error, messages[3].content) == (
        "concluded",
        True,
        "there is no tool named edit_file. Available: diff, glob, grep, read_file",
    )


def test_loop_trace_entry_comes_from_the_result_meta(executor):
    messages = list(ASK)
    d = run_loop(Scripted(calls(READ), done()), executor, messages)
    e = d.trace[0]
    assert (e.tool, e.args, e.ok, e.chars, e.summary, e.truncated, e.content, e.turn) == (
        "read_file",
        {"path": "src/calc.py"},
        True,
        len(messages[3].content),
        "src/calc.py (lines 1-2 of 2)",
        False,
        messages[3].content,
        1,
    )


def test_loop_trace_marks_truncated_results(executor):
    d = run_loop(Scripted(calls(("read_file", '{"path": "big.txt"}')), done()), executor, list(ASK))
    assert (d.trace[0].truncated, d.trace[0].chars) == (True, len(d.trace[0].content))


def test_loop_sums_usage_and_fills_provider_and_model(executor):
    d = run_loop(Scripted(calls(GREP), done()), executor, list(ASK))
    assert (d.usage, d.provider, d.model) == (Usage(15, 3), "scripted", "script-1")


def test_loop_out_of_turns_asks_for_a_conclusion_with_tool_choice_none(executor):
    provider = Scripted(calls(GREP), calls(READ), done("Best guess: calc.py."))
    d = run_loop(provider, executor, list(ASK), max_turns=2)
    last_messages, choice = provider.requests[-1]
    assert (d.status, d.conclusion, choice, last_messages[-1].content, d.turns) == (
        "out_of_turns",
        "Best guess: calc.py.",
        "none",
        OUT_OF_TURNS,
        3,
    )


def test_loop_final_turn_calls_are_refused_not_run(executor):
    messages = list(ASK)
    run_loop(Scripted(calls(GREP), calls(READ, text="no")), executor, messages, max_turns=1)
    assert (executor.ran, messages[-1].content, messages[-1].is_error) == ([GREP], NO_TURNS_LEFT, True)


def test_loop_length_cut_arguments_are_not_run_and_get_a_failed_result(executor):
    messages = list(ASK)
    d = run_loop(Scripted(calls(("grep", '{"pattern": "ab'), truncated=True), done()), executor, messages)
    assert (executor.ran, messages[3].content, d.trace[0].ok, d.status) == ([], CUT_OFF, False, "concluded")


def test_loop_length_finish_still_runs_calls_whose_arguments_parse(executor):
    run_loop(Scripted(calls(READ, ("grep", '{"pat'), truncated=True), done()), executor, list(ASK))
    assert executor.ran == [READ]


def test_loop_records_provider_failure_without_raising(executor):
    recorder = Recorder()
    provider = Scripted(calls(GREP), RateLimited("HTTP 429: quota"))
    d = run_loop(provider, executor, list(ASK), observer=recorder)
    assert (d.status, d.error, len(d.trace), recorder.events[-1]) == (
        "failed",
        "HTTP 429: quota",
        1,
        "error HTTP 429: quota",
    )


def test_loop_tells_the_observer_every_event_in_order(executor):
    recorder = Recorder()
    messages = list(ASK)
    run_loop(Scripted(calls(READ), done("ok")), executor, messages, observer=recorder)
    assert recorder.events == [
        "turn 1",
        "usage 10",
        "call read_file",
        f"result read_file {len(messages[3].content)}",
        "turn 2",
        "usage 5",
        "conclusion ok",
    ]


def test_fit_budget_elides_oldest_tool_results_first_and_keeps_every_message():
    messages = [*ASK, Message.tool_result("a", "x" * 500, ok=True), Message.tool_result("b", "y" * 500, ok=True)]
    total = fit_budget(messages, 700)
    assert (len(messages), messages[2].content, messages[3].content, total <= 700) == (
        4,
        ELIDED.format(n=500),
        "y" * 500,
        True,
    )


def test_fit_budget_does_not_elide_a_note_twice():
    messages = [Message.tool_result("a", ELIDED.format(n=123456), ok=True)]
    with pytest.raises(OverBudget):
        fit_budget(messages, 10)
    assert messages[0].content == ELIDED.format(n=123456)


def test_loop_keeps_every_request_under_the_budget_and_counts_chars_sent(executor):
    big = calls(("read_file", '{"path": "big.txt"}'))
    provider = Scripted(big, big, big, done())
    d = run_loop(provider, executor, list(ASK), budget_chars=12_000)
    sizes = [sum(map(message_chars, request)) for request, _ in provider.requests]
    assert (max(sizes) <= 12_000, sizes[-1] < sizes[-2] + 8000, d.chars_sent, d.status) == (
        True,
        True,
        sum(sizes),
        "concluded",
    )


def test_loop_fails_clearly_when_the_question_alone_exceeds_the_budget(executor):
    d = run_loop(Scripted(), executor, [Message(role="user", content="q" * 100)], budget_chars=50)
    assert (d.status, "context budget of 50" in (d.error or "")) == ("failed", True)


def sse(provider: str, name: str) -> httpx.Response:
    return httpx.Response(200, content=(FIXTURES / provider / name).read_bytes())


def test_loop_through_openai_fixtures_over_respx(no_network, executor):
    route = no_network.post("https://api.openai.com/v1/chat/completions")
    route.mock(side_effect=[sse("openai", "f03_sparse_interleaved.sse"), sse("openai", "f00_text_only.sse")])
    d = run_loop(OpenAIProvider("gpt-4o", api_key="k", sleep=lambda s: None), executor, list(ASK))
    assert ([name for name, _ in executor.ran], d.status, d.provider) == (["read_file", "grep"], "concluded", "openai")


def test_loop_never_runs_half_streamed_calls_when_the_stream_errors(no_network, executor):
    no_network.post("https://api.openai.com/v1/chat/completions").mock(
        side_effect=[sse("openai", "f20a_error_chunk_openrouter.sse")] * 3
    )
    d = run_loop(OpenAIProvider("gpt-4o", api_key="k", sleep=lambda s: None), executor, list(ASK))
    assert (executor.ran, d.status, "Provider disconnected" in (d.error or "")) == ([], "failed", True)


def test_loop_through_anthropic_fixtures_over_respx(no_network, executor):
    route = no_network.post("https://api.anthropic.com/v1/messages")
    route.mock(side_effect=[sse("anthropic", "parallel_tools.sse"), sse("anthropic", "text_only.sse")])
    d = run_loop(AnthropicProvider("claude", api_key="k", sleep=lambda s: None), executor, list(ASK))
    assert ([name for name, _ in executor.ran], d.conclusion) == (["grep", "glob"], "The test divides by zero.")


@pytest.mark.parametrize("text", ["", " \n "])
def test_loop_an_empty_or_blank_final_answer_is_a_failure_not_a_conclusion(executor, text):
    d = run_loop(Scripted(calls(GREP), done(text)), executor, list(ASK))
    assert (d.status, d.conclusion, d.turns, len(d.trace)) == ("failed", "", 2, 1)
    assert (
        d.error
        == "the model's final answer held no text and no tool call (finish_reason 'stop'): the model gave no conclusion"
    )


def test_loop_an_empty_answer_to_the_out_of_turns_request_is_a_failure(executor):
    d = run_loop(Scripted(calls(GREP), done("")), executor, list(ASK), max_turns=1)
    assert (d.status, d.turns) == ("failed", 2)


def test_loop_notes_a_conclusion_cut_off_at_the_output_token_limit(executor):
    cut = AssistantTurn("### Cause\n`calc.py:2` divides", (), "length", Usage(5, 1), truncated=True)
    whole = run_loop(Scripted(calls(GREP, truncated=True), done()), executor, list(ASK))
    d = run_loop(Scripted(cut), executor, list(ASK))
    assert (d.status, d.conclusion, d.notes, whole.notes) == ("concluded", cut.text, (CUT_ANSWER,), ())
