from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import httpx
import pytest
import respx

from diagbot.errors import AuthError, BadResponse, NotFoundError, ProviderError, RateLimited
from diagbot.llm.openai import OpenAIProvider, read_stream, to_openai
from diagbot.llm.sse import iter_events
from diagbot.llm.types import Message, ToolCall

FIXTURES = Path(__file__).parent.parent / "fixtures" / "openai"
URL = "https://api.openai.com/v1/chat/completions"
TOOLS = [{"name": "grep", "description": "Search.", "parameters": {"type": "object", "properties": {}}}]
ASK = [Message(role="system", content="sys"), Message(role="user", content="why red?")]


def sse(fixture: str) -> httpx.Response:
    return httpx.Response(200, content=(FIXTURES / fixture).read_bytes(), headers={"content-type": "text/event-stream"})


def provider(slept: list[float] | None = None, **kw) -> OpenAIProvider:
    return OpenAIProvider(
        "gpt-4o-mini",
        api_key=kw.pop("api_key", "sk-test-secret"),
        sleep=(slept if slept is not None else []).append,
        **kw,
    )


def body(route: respx.Route) -> dict[str, Any]:
    return cast(dict[str, Any], json.loads(route.calls.last.request.content))


def test_openai_streams_a_turn_with_calls_and_usage(no_network):
    no_network.post(URL).mock(return_value=sse("f01_canonical.sse"))
    t = provider().complete(ASK, TOOLS)
    assert (t.calls[0].name, t.calls[0].args, t.usage.input_tokens) == ("grep", '{"pattern":"def divide"}', 120)


def test_openai_request_body_streams_with_usage_tools_and_choice(no_network):
    route = no_network.post(URL).mock(return_value=sse("f00_text_only.sse"))
    provider().complete(ASK, TOOLS)
    b = body(route)
    assert (b["stream"], b["stream_options"], b["tools"][0]["type"], b["tool_choice"], b["model"]) == (
        True,
        {"include_usage": True},
        "function",
        "auto",
        "gpt-4o-mini",
    )


def test_openai_tool_choice_none_still_sends_the_tools(no_network):
    route = no_network.post(URL).mock(return_value=sse("f00_text_only.sse"))
    provider().complete(ASK, TOOLS, tool_choice="none")
    assert (body(route)["tool_choice"], len(body(route)["tools"])) == ("none", 1)


def test_openai_sends_bearer_key(no_network):
    route = no_network.post(URL).mock(return_value=sse("f00_text_only.sse"))
    provider().complete(ASK, TOOLS)
    assert route.calls.last.request.headers["authorization"] == "Bearer sk-test-secret"


def test_openai_key_comes_from_diagbot_api_key_before_openai_api_key(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-openai")
    monkeypatch.setenv("DIAGBOT_API_KEY", "sk-diagbot")
    assert OpenAIProvider("m").api_key == "sk-diagbot"


def test_openai_local_server_without_key_sends_no_authorization(no_network):
    route = no_network.post("http://localhost:11434/v1/chat/completions").mock(return_value=sse("f00_text_only.sse"))
    OpenAIProvider("llama3.2", base_url="http://localhost:11434/v1/").complete(ASK, TOOLS)
    assert "authorization" not in route.calls.last.request.headers


def test_to_openai_replays_calls_with_raw_arguments_and_extras():
    call = ToolCall("c1", "read_file", '{"path": "a', {"extra_content": {"google": {"thought_signature": "s"}}})
    out = to_openai([Message(role="assistant", tool_calls=(call,)), Message.tool_result("c1", "bad json", ok=False)])
    assert out == [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "extra_content": {"google": {"thought_signature": "s"}},
                    "id": "c1",
                    "type": "function",
                    "function": {"name": "read_file", "arguments": '{"path": "a'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "bad json"},
    ]


def test_openai_401_names_the_key_variables_and_hides_the_key(no_network):
    error = {"error": {"message": "Incorrect API key provided: sk-test-secret."}}
    no_network.post(URL).mock(return_value=httpx.Response(401, json=error))
    with pytest.raises(AuthError) as info:
        provider().complete(ASK, TOOLS)
    assert (
        "DIAGBOT_API_KEY" in str(info.value),
        "Incorrect API key" in str(info.value),
        "sk-test-secret" in str(info.value),
    ) == (True, True, False)


def test_openai_401_without_key_says_none_was_set(no_network):
    no_network.post(URL).mock(return_value=httpx.Response(401, json={"error": {"message": "missing key"}}))
    with pytest.raises(AuthError, match="no API key was set"):
        provider(api_key="").complete(ASK, TOOLS)


def test_openai_404_names_the_model_and_the_base_url(no_network):
    no_network.post(URL).mock(return_value=httpx.Response(404, json={"error": {"message": "model not found"}}))
    with pytest.raises(NotFoundError, match=r"'gpt-4o-mini'.*https://api\.openai\.com/v1/chat/completions"):
        provider().complete(ASK, TOOLS)


def test_openai_429_honours_retry_after_then_succeeds(no_network):
    slept: list[float] = []
    limited = httpx.Response(429, headers={"retry-after": "2"}, json={"error": {"message": "slow down"}})
    no_network.post(URL).mock(side_effect=[limited, sse("f00_text_only.sse")])
    t = provider(slept).complete(ASK, TOOLS)
    assert (t.text[:8], slept) == ("The test", [2.0])


def test_openai_429_past_the_retries_is_rate_limited(no_network):
    route = no_network.post(URL).mock(return_value=httpx.Response(429, json={"error": {"message": "quota"}}))
    with pytest.raises(RateLimited, match="quota"):
        provider().complete(ASK, TOOLS)
    assert route.call_count == 3


def test_openai_500_is_retried_three_times_then_bad_response(no_network):
    route = no_network.post(URL).mock(return_value=httpx.Response(500, text="upstream exploded"))
    with pytest.raises(BadResponse, match="HTTP 500: upstream exploded"):
        provider().complete(ASK, TOOLS)
    assert route.call_count == 3


def test_openai_400_on_stream_options_retries_once_without_it(no_network):
    refused = httpx.Response(400, json={"error": {"message": "Unrecognized request argument: stream_options"}})
    route = no_network.post(URL).mock(side_effect=[refused, sse("f00_text_only.sse")])
    provider().complete(ASK, TOOLS)
    assert "stream_options" not in body(route)


def test_openai_other_400_is_not_retried(no_network):
    route = no_network.post(URL).mock(return_value=httpx.Response(400, json={"error": {"message": "bad tools"}}))
    with pytest.raises(BadResponse, match="bad tools"):
        provider().complete(ASK, TOOLS)
    assert route.call_count == 1


def test_openai_error_mid_stream_restarts_the_turn_whole(no_network):
    no_network.post(URL).mock(side_effect=[sse("f20a_error_chunk_openrouter.sse"), sse("f01_canonical.sse")])
    assert [c.id for c in provider().complete(ASK, TOOLS).calls] == ["call_Qx1"]


def test_openai_error_mid_stream_every_time_raises_stream_error(no_network):
    no_network.post(URL).mock(side_effect=[sse("f20b_error_bare.sse")] * 3)
    with pytest.raises(ProviderError, match="request limit reached"):
        provider().complete(ASK, TOOLS)


def test_openai_connection_error_is_retried_then_explained(no_network):
    route = no_network.post(URL).mock(side_effect=httpx.ConnectError("connection refused"))
    with pytest.raises(ProviderError, match=r"could not talk to .*connection refused.*base URL"):
        provider().complete(ASK, TOOLS)
    assert route.call_count == 3


def test_openai_connect_timeout_is_retried(no_network):
    no_network.post(URL).mock(side_effect=[httpx.ConnectTimeout("slow"), sse("f00_text_only.sse")])
    assert provider().complete(ASK, TOOLS).finish_reason == "stop"


def test_openai_read_timeout_is_not_retried_and_names_the_setting(no_network):
    route = no_network.post(URL).mock(side_effect=[httpx.ReadTimeout("slow"), sse("f00_text_only.sse")])
    with pytest.raises(ProviderError, match=r"sent nothing for 120 s .*--request-timeout, DIAGBOT_REQUEST_TIMEOUT"):
        provider().complete(ASK, TOOLS)
    assert route.call_count == 1


def test_openai_uses_an_injected_transport_across_turns():
    seen: list[str] = []

    def reply(request: httpx.Request) -> httpx.Response:
        seen.append(str(request.url))
        return sse("f00_text_only.sse")

    p = provider(transport=httpx.MockTransport(reply), base_url="http://gw.test/v1")
    p.complete(ASK, TOOLS)
    p.complete(ASK, TOOLS)
    assert seen == ["http://gw.test/v1/chat/completions"] * 2


def test_openai_json_reply_instead_of_a_stream_is_explained(no_network):
    no_network.post(URL).mock(return_value=httpx.Response(200, json={"error": {"message": "streaming disabled"}}))
    with pytest.raises(BadResponse, match="sent JSON, not a stream: streaming disabled"):
        provider().complete(ASK, TOOLS)


def test_openai_redirect_is_not_followed_and_names_where_it_points(no_network):
    # e.g. http:// behind a proxy that sends everything to https://: following it would carry the key along
    moved = httpx.Response(308, headers={"location": "https://llm.example/v1/chat/completions"}, json={"m": "moved"})
    route = no_network.post(URL).mock(return_value=moved)
    with pytest.raises(BadResponse, match=r"HTTP 308, a redirect to https://llm\.example/v1/chat/completions: set"):
        provider().complete(ASK, TOOLS)
    assert route.call_count == 1


def test_openai_error_detail_is_one_line_and_truncated(no_network):
    no_network.post(URL).mock(return_value=httpx.Response(400, text="bad\n" + "x" * 1000))
    with pytest.raises(BadResponse) as info:
        provider().complete(ASK, TOOLS)
    assert ("\n" in str(info.value), len(str(info.value)) < 400) == (False, True)


def test_openai_403_is_an_auth_error(no_network):
    no_network.post(URL).mock(return_value=httpx.Response(403, json={"error": {"message": "no access to model"}}))
    with pytest.raises(AuthError, match="no access to model"):
        provider().complete(ASK, TOOLS)


def test_openai_injected_transport_is_not_closed_after_a_turn():
    class Tracking(httpx.MockTransport):
        closed = False

        def close(self) -> None:
            self.closed = True

    transport = Tracking(lambda request: sse("f00_text_only.sse"))
    provider(transport=transport).complete(ASK, TOOLS)
    assert transport.closed is False


def test_openai_non_json_data_is_a_bad_response():
    with pytest.raises(BadResponse, match="not JSON"):
        read_stream(iter_events([b"data: {oops\n\n"]))


def test_to_openai_keeps_system_user_and_plain_assistant_text():
    history = [*ASK, Message(role="assistant", content="It is calc.py.")]
    assert to_openai(history) == [
        {"role": "system", "content": "sys"},
        {"role": "user", "content": "why red?"},
        {"role": "assistant", "content": "It is calc.py."},
    ]


class Dropped(httpx.SyncByteStream):
    """Half a stream, then the connection resets."""

    def __init__(self, raw: bytes) -> None:
        self.raw = raw

    def __iter__(self) -> Iterator[bytes]:
        yield self.raw[: len(self.raw) // 2]
        raise httpx.ReadError("connection reset by peer")


def test_openai_connection_dropped_mid_stream_restarts_the_turn_without_splicing(no_network):
    dropped = httpx.Response(200, stream=Dropped((FIXTURES / "f03_sparse_interleaved.sse").read_bytes()))
    no_network.post(URL).mock(side_effect=[dropped, sse("f01_canonical.sse")])
    assert [(c.id, c.name) for c in provider().complete(ASK, TOOLS).calls] == [("call_Qx1", "grep")]
