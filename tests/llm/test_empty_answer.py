"""An empty final answer (the stream ends with no text and no tool call) is the model failing, not a conclusion."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from strict_server import StrictServer

from diagbot.cli import main
from diagbot.diagnose import explain

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "python-pytest"
OPENAI_EMPTY = (
    b'data: {"choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n\n'
    b'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n'
    b'data: {"choices":[],"usage":{"prompt_tokens":100,"completion_tokens":0}}\n\ndata: [DONE]\n\n'
)
ANTHROPIC_EMPTY = (
    b'event: message_start\ndata: {"type":"message_start","message":{"usage":{"input_tokens":100}}}\n\n'
    b'event: content_block_start\ndata: {"type":"content_block_start","index":0,'
    b'"content_block":{"type":"text","text":""}}\n\n'
    b'event: content_block_stop\ndata: {"type":"content_block_stop","index":0}\n\n'
    b'event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"end_turn"},'
    b'"usage":{"output_tokens":1}}\n\n'
    b'event: message_stop\ndata: {"type":"message_stop"}\n\n'
)


@pytest.mark.parametrize(
    ("shape", "reply", "reason"), [("openai", OPENAI_EMPTY, "stop"), ("anthropic", ANTHROPIC_EMPTY, "stop")]
)
def test_an_empty_final_answer_fails_and_the_offline_diagnosis_stands_in(shape, reply, reason):
    with StrictServer(shape, [reply]) as server:
        d = explain(EXAMPLE / "failure.log", EXAMPLE, provider=shape, base_url=server.base_url, env={})
    host = server.base_url.split("//")[1].split("/")[0]
    assert d.conclusion.split("\n", 1)[0] == (
        f"model unavailable: {host} sent an empty answer (no text, no tool call); offline heuristic below"
    )
    assert (d.status, d.conclusion_provider, f"(finish_reason {reason!r})" in str(d.error)) == ("failed", "mock", True)
    assert "### Cause" in d.conclusion


def test_an_empty_final_answer_exits_1_with_strict(capsys):
    with StrictServer("openai", [OPENAI_EMPTY]) as server:
        argv = ["explain", "--log", str(EXAMPLE / "failure.log"), "--repo", str(EXAMPLE), "--format", "json"]
        code = main([*argv, "--provider", "openai", "--base-url", server.base_url, "--strict"])
    report = json.loads(capsys.readouterr().out)
    assert (code, report["status"], report["conclusion_provider"]) == (1, "failed", "mock")
