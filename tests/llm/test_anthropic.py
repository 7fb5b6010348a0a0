from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from diagbot.errors import AuthError, StreamError
from diagbot.llm.anthropic import AnthropicProvider, read_stream, to_anthropic
from diagbot.llm.sse import iter_events
from diagbot.llm.types import AssistantTurn, Message, ToolCall

FIXTURES = Path(__file__).parent.parent / "fixtures" / "anthropic"
URL = "https://api.anthropic.com/v1/messages"
TOOLS = [{"name": "grep", "description": "Search.", "parameters": {"type": "object", "properties": {}}}]
ASK = [Message(role="system", content="You diagnose."), Message(role="user", content="why red?")]


def sse(fixture: str) -> httpx.Response:
    return httpx.Response(200, content=(FIXTURES / fixture).read_bytes(), headers={"content-type": "text/event-stream"})


def turn(fixture: str) -> AssistantTurn:
    return read_stream(iter_events([(FIXTURES / fixture).read_bytes()]), ["glob", "grep", "read_file"])


def provider(slept: list[float] | None = None) -> AnthropicProvider:
    return AnthropicProvider(
        "claude-sonnet-4-5", api_key="sk-ant-secret", sleep=(slept if slept is not None else []).append
    )


def test_anthropic_text_then_tool_call_at_block_index_1():
    t = turn("text_then_tool.sse")
    assert (t.text, [(c.id, c.name, c.args) for c in t.calls], t.finish_reason) == (
        "Let me read the file.",
        [("toolu_01T1x1fJ34qAmk2tNTrN7Up6", "read_file", '{"path": "src/calc.py"}')],
        "tool_calls",
    )


def test_anthropic_usage_from_message_start_and_message_delta():
    assert (turn("text_then_tool.sse").usage.input_tokens, turn("text_then_tool.sse").usage.output_tokens) == (472, 89)


def test_anthropic_parallel_tool_blocks_in_index_order():
    assert [c.name for c in turn("parallel_tools.sse").calls] == ["grep", "glob"]


def test_anthropic_empty_input_means_empty_object():
    assert turn("no_args_tool.sse").calls[0].args == "{}"


def test_anthropic_end_turn_is_a_stop_without_calls():
    t = turn("text_only.sse")
    assert (t.text, t.calls, t.finish_reason) == ("The test divides by zero.", (), "stop")


def test_anthropic_max_tokens_is_a_truncated_length_finish():
    t = turn("max_tokens.sse")
    assert (t.finish_reason, t.truncated) == ("length", True)


def test_anthropic_error_event_voids_the_turn():
    with pytest.raises(StreamError, match="overloaded_error"):
        turn("overloaded_error.sse")


def test_anthropic_stream_without_message_stop_is_a_stream_error():
    with pytest.raises(StreamError, match="before message_stop"):
        read_stream(iter_events([b'event: ping\ndata: {"type": "ping"}\n\n']))


def test_to_anthropic_puts_system_on_top_and_results_in_one_user_message():
    calls = (ToolCall("t1", "grep", '{"pattern": "x"}'), ToolCall("t2", "read_file", '{"path": '))
    history = [
        *ASK,
        Message(role="assistant", content="Looking.", tool_calls=calls),
        Message.tool_result("t1", "a.py:1:x", ok=True),
        Message.tool_result("t2", "error: invalid JSON", ok=False),
        Message(role="user", content="Conclude now."),
    ]
    system, turns = to_anthropic(history)
    assert (system, turns) == (
        "You diagnose.",
        [
            {"role": "user", "content": [{"type": "text", "text": "why red?"}]},
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": "Looking."},
                    {"type": "tool_use", "id": "t1", "name": "grep", "input": {"pattern": "x"}},
                    {"type": "tool_use", "id": "t2", "name": "read_file", "input": {}},
                ],
            },
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": "t1", "content": "a.py:1:x", "is_error": False},
                    {"type": "tool_result", "tool_use_id": "t2", "content": "error: invalid JSON", "is_error": True},
                    {"type": "text", "text": "Conclude now."},
                ],
            },
        ],
    )


def test_anthropic_request_has_headers_system_tools_and_choice(no_network):
    route = no_network.post(URL).mock(return_value=sse("text_only.sse"))
    provider().complete(ASK, TOOLS, tool_choice="none")
    request = route.calls.last.request
    b = json.loads(request.content)
    assert (
        request.headers["x-api-key"],
        request.headers["anthropic-version"],
        b["system"],
        b["stream"],
        b["tools"][0]["input_schema"],
        b["tool_choice"],
    ) == ("sk-ant-secret", "2023-06-01", "You diagnose.", True, {"type": "object", "properties": {}}, {"type": "none"})


def test_anthropic_streams_a_tool_call_through_http(no_network):
    no_network.post(URL).mock(return_value=sse("parallel_tools.sse"))
    assert len(provider().complete(ASK, TOOLS).calls) == 2


def test_anthropic_overloaded_mid_stream_restarts_the_turn(no_network):
    slept: list[float] = []
    no_network.post(URL).mock(side_effect=[sse("overloaded_error.sse"), sse("text_then_tool.sse")])
    t = provider(slept).complete(ASK, TOOLS)
    assert ([c.id for c in t.calls], len(slept)) == (["toolu_01T1x1fJ34qAmk2tNTrN7Up6"], 1)


def test_anthropic_529_is_retried(no_network):
    overloaded = httpx.Response(
        529, json={"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}
    )
    no_network.post(URL).mock(side_effect=[overloaded, sse("text_only.sse")])
    assert provider().complete(ASK, TOOLS).finish_reason == "stop"


def test_anthropic_401_names_anthropic_api_key(no_network):
    error = {"type": "error", "error": {"type": "authentication_error", "message": "invalid x-api-key"}}
    no_network.post(URL).mock(return_value=httpx.Response(401, json=error))
    with pytest.raises(AuthError, match=r"invalid x-api-key.*ANTHROPIC_API_KEY"):
        provider().complete(ASK, TOOLS)


def test_anthropic_key_comes_from_anthropic_api_key(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-env")
    assert AnthropicProvider("m").api_key == "sk-ant-env"


VALID = sorted(p.name for p in FIXTURES.glob("*.sse") if p.name != "overloaded_error.sse")


@given(st.sampled_from(VALID), st.data())
def test_anthropic_rechunking_at_random_bytes_gives_the_same_turn(fixture, data):
    raw = (FIXTURES / fixture).read_bytes()
    cuts = sorted(data.draw(st.sets(st.integers(1, len(raw) - 1), max_size=60)))
    pieces = [raw[a:b] for a, b in zip([0, *cuts], [*cuts, len(raw)], strict=True)]
    assert read_stream(iter_events(pieces), ["glob", "grep", "read_file"]) == turn(fixture)


def test_anthropic_base_url_with_v1_is_not_doubled(no_network):
    route = no_network.post("https://gw.test/v1/messages").mock(return_value=sse("text_only.sse"))
    AnthropicProvider("m", base_url="https://gw.test/v1/", api_key="k").complete(ASK, TOOLS)
    assert route.call_count == 1
