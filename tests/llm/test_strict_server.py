"""The loop against a real HTTP server on 127.0.0.1 that streams in random chunks and rejects broken histories."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from strict_server import StrictServer

from diagbot.agent import run_loop
from diagbot.errors import BadResponse
from diagbot.llm.anthropic import AnthropicProvider
from diagbot.llm.openai import OpenAIProvider
from diagbot.llm.types import Message, ToolCall
from diagbot.tools.executor import Executor

FIXTURES = Path(__file__).parent.parent / "fixtures"
ASK = [Message(role="system", content="You diagnose CI."), Message(role="user", content="Why is the build red?")]


REPO = {
    "src/calc.py": "def divide(a, b):\n    return a / b\n",
    "src/a.py": "A = 1\n",
    "src/b.py": "B = 2\n",
    "tests/test_calc.py": "from src.calc import divide\n\n\ndef test_divide():\n    assert divide(1, 0) == 0\n",
}


@pytest.fixture
def executor(make_repo) -> Executor:
    return Executor.for_root(make_repo(REPO))


def fixture(path: str) -> bytes:
    return (FIXTURES / path).read_bytes()


def openai(server: StrictServer) -> OpenAIProvider:
    return OpenAIProvider("gpt-4o", base_url=server.base_url, api_key="k", sleep=lambda s: None)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_loop_completes_against_a_strict_openai_server(seed, executor):
    replies = [
        fixture("openai/f03_sparse_interleaved.sse"),
        fixture("openai/f04_all_index_0.sse"),
        fixture("openai/f00_text_only.sse"),
    ]
    with StrictServer("openai", replies, seed=seed) as server:
        d = run_loop(openai(server), executor, list(ASK))
    assert (d.status, [e.ok for e in d.trace], server.rejected, len(server.requests)) == (
        "concluded",
        [True] * 4,
        [],
        3,
    )


def test_loop_out_of_turns_completes_against_a_strict_openai_server(executor):
    replies = [fixture("openai/f22_thought_signature.sse"), fixture("openai/f00_text_only.sse")]
    with StrictServer("openai", replies) as server:
        d = run_loop(openai(server), executor, list(ASK), max_turns=1)
    replayed = server.requests[-1]["messages"][2]["tool_calls"][0]["extra_content"]
    assert (d.status, server.rejected, replayed) == (
        "out_of_turns",
        [],
        {"google": {"thought_signature": "CiQBVKhc7sig=="}},
    )


@pytest.mark.parametrize("seed", [0, 3])
def test_loop_completes_against_a_strict_anthropic_server(seed, executor):
    replies = [
        fixture("anthropic/parallel_tools.sse"),
        fixture("anthropic/text_then_tool.sse"),
        fixture("anthropic/text_only.sse"),
    ]
    with StrictServer("anthropic", replies, seed=seed) as server:
        provider = AnthropicProvider("claude", base_url=server.base_url, api_key="k", sleep=lambda s: None)
        d = run_loop(provider, executor, list(ASK))
    assert (d.status, d.conclusion, server.rejected) == ("concluded", "The test divides by zero.", [])


def test_strict_server_rejects_a_call_without_its_result(executor):
    broken = [*ASK, Message(role="assistant", tool_calls=(ToolCall("c1", "grep", "{}"),)), Message(role="user")]
    with (
        StrictServer("openai", [fixture("openai/f00_text_only.sse")]) as server,
        pytest.raises(BadResponse, match=r"HTTP 400: .*must each be followed by one tool message"),
    ):
        openai(server).complete(broken, executor.schemas())


def test_strict_server_rejects_a_result_for_an_unknown_id():
    body = {
        "model": "m",
        "messages": [{"role": "user", "content": "q"}, {"role": "tool", "tool_call_id": "x", "content": "r"}],
    }
    with StrictServer("openai", []) as server, httpx.Client() as client:
        response = client.post(server.base_url + "/chat/completions", content=json.dumps(body))
    assert (response.status_code, "unknown tool_call_id" in response.text) == (400, True)


def test_strict_anthropic_server_rejects_missing_tool_result():
    history = [
        *ASK,
        Message(role="assistant", tool_calls=(ToolCall("t1", "grep", "{}"),)),
        Message(role="user", content="and?"),
    ]
    with StrictServer("anthropic", []) as server, pytest.raises(BadResponse, match="do not match the tool_use ids"):
        AnthropicProvider("claude", base_url=server.base_url, api_key="k").complete(history, [])


def test_a_called_name_outside_the_apis_pattern_is_replayed_in_it(executor):
    # GPT sometimes calls `multi_tool_use.parallel`; replayed as is, OpenAI refuses every later turn (HTTP 400)
    hallucinated = fixture("openai/f01_canonical.sse").replace(b'"name":"grep"', b'"name":"multi_tool_use.parallel"')
    with StrictServer("openai", [hallucinated, fixture("openai/f00_text_only.sse")]) as server:
        d = run_loop(openai(server), executor, list(ASK))
    replayed = server.requests[1]["messages"][2]["tool_calls"][0]["function"]["name"]
    assert (d.status, server.rejected, replayed, d.trace[0].tool) == (
        "concluded",
        [],
        "multi_tool_use_parallel",
        "multi_tool_use.parallel",
    )


def _wrapped(*uses: dict) -> bytes:
    """f01's reply with its one call made GPT's `multi_tool_use.parallel` over `uses`, its arguments in one chunk."""
    args = json.dumps(json.dumps({"tool_uses": list(uses)}))[1:-1]
    lines = fixture("openai/f01_canonical.sse").decode().split("\n\n")
    lines[0] = lines[0].replace('"name":"grep"', '"name":"multi_tool_use.parallel"')
    kept = [x for x in lines if '"arguments":"' not in x or '"name"' in x]
    kept.insert(1, lines[1].replace('"arguments":"{\\""', f'"arguments":"{args}"'))
    return "\n\n".join(kept).encode()


def test_gpts_parallel_wrapper_is_unpacked_into_the_calls_it_wraps(executor):
    reply = _wrapped(
        {"recipient_name": "functions.grep", "parameters": {"pattern": "def divide"}},
        {"recipient_name": "functions.read_file", "parameters": {"path": "src/calc.py"}},
    )
    with StrictServer("openai", [reply, fixture("openai/f00_text_only.sse")]) as server:
        d = run_loop(openai(server), executor, list(ASK))
    replayed = server.requests[1]["messages"][2]["tool_calls"]
    results = [m["tool_call_id"] for m in server.requests[1]["messages"][3:]]
    assert (d.status, server.rejected, [t.tool for t in d.trace], [t.ok for t in d.trace]) == (
        "concluded",
        [],
        ["grep", "read_file"],
        [True, True],
    )
    assert [c["function"]["name"] for c in replayed] == ["grep", "read_file"]
    assert results == [c["id"] for c in replayed]
    assert len(set(results)) == 2


@pytest.mark.parametrize(
    "uses", [[], [{"parameters": {"pattern": "x"}}], [{"recipient_name": "grep", "parameters": 3}]]
)
def test_a_parallel_wrapper_not_in_its_shape_stays_one_failed_call(uses, executor):
    with StrictServer("openai", [_wrapped(*uses), fixture("openai/f00_text_only.sse")]) as server:
        d = run_loop(openai(server), executor, list(ASK))
    assert (d.status, server.rejected, [(t.tool, t.ok) for t in d.trace]) == (
        "concluded",
        [],
        [("multi_tool_use.parallel", False)],
    )


def test_anthropic_whitespace_text_before_a_call_is_not_replayed(executor):
    # Anthropic refuses a whitespace-only text block: "text content blocks must contain non-whitespace text"
    blank = fixture("anthropic/text_then_tool.sse").replace(b"Let me read ", b"\\n\\n").replace(b"the file.", b" ")
    with StrictServer("anthropic", [blank, fixture("anthropic/text_only.sse")]) as server:
        provider = AnthropicProvider("claude", base_url=server.base_url, api_key="k", sleep=lambda s: None)
        d = run_loop(provider, executor, list(ASK))
    assert (d.status, server.rejected, [b["type"] for b in server.requests[1]["messages"][1]["content"]]) == (
        "concluded",
        [],
        ["tool_use"],
    )


@pytest.mark.parametrize(
    ("shape", "reply"), [("openai", "openai/f01_canonical.sse"), ("anthropic", "anthropic/text_then_tool.sse")]
)
def test_a_body_that_ends_inside_an_event_is_a_dropped_stream_and_asked_again(shape, reply, executor):
    # a proxy that drops the upstream may still end its chunked body cleanly: half an event is no bad server
    whole = fixture(reply)
    cut = whole[: whole.index(b'"arguments":"{\\"' if shape == "openai" else b'"partial_json":"{')]
    with StrictServer(shape, [cut, whole]) as server:
        if shape == "openai":
            provider: OpenAIProvider | AnthropicProvider = openai(server)
        else:
            provider = AnthropicProvider("claude", base_url=server.base_url, api_key="k", sleep=lambda s: None)
        turn = provider.complete(ASK, executor.schemas())
    assert (len(server.requests), [c.name for c in turn.calls]) == (2, ["grep" if shape == "openai" else "read_file"])


def test_anthropic_calls_without_ids_in_two_turns_get_ids_unique_across_the_request(executor):
    # an Anthropic-compatible server that sends no id (or a dotted one) still gets a history the API accepts
    no_id = fixture("anthropic/text_then_tool.sse").replace(b'"id":"toolu_01T1x1fJ34qAmk2tNTrN7Up6",', b"")
    dotted = fixture("anthropic/text_then_tool.sse").replace(b"toolu_01T1x1fJ34qAmk2tNTrN7Up6", b"functions.read:0")
    replies = [no_id, no_id, dotted, fixture("anthropic/text_only.sse")]
    with StrictServer("anthropic", replies) as server:
        provider = AnthropicProvider("claude", base_url=server.base_url, api_key="k", sleep=lambda s: None)
        d = run_loop(provider, executor, list(ASK))
    ids = [b["id"] for m in server.requests[-1]["messages"] for b in m["content"] if b["type"] == "tool_use"]
    assert (d.status, server.rejected, len(set(ids))) == ("concluded", [], 3)
