"""The offline heuristic stands in when the configured provider fails, whichever way it fails."""

import json
from pathlib import Path

import httpx
import pytest

import diagbot.llm.retry as retry_module
from diagbot.agent import Observer
from diagbot.config import load_settings
from diagbot.diagnose import explain
from diagbot.diagnosis import Diagnosis
from diagbot.fallback import provider_host, unavailable_reason
from diagbot.report.json import render_json
from diagbot.report.markdown import render_markdown
from diagbot.report.text import render_text

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "python-pytest"
OPENAI = "https://api.openai.com/v1/chat/completions"
KEY = {"OPENAI_API_KEY": "sk-test-0123456789abcdef"}
NO_WAIT = {"retry-after": "0"}  # the retries still happen, without sleeping


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """Transport errors back off without a Retry-After; tests don't sleep through it."""
    monkeypatch.setattr(retry_module, "backoff", lambda attempt, rand=None: 0.0)


def run(env: dict[str, str] | None = None, **overrides: object) -> Diagnosis:
    return explain(EXAMPLE / "failure.log", EXAMPLE, provider="openai", env={**KEY, **(env or {})}, **overrides)


def sse(*chunks: dict[str, object]) -> httpx.Response:
    body = "".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"
    return httpx.Response(200, text=body, headers={"content-type": "text/event-stream"})


def glob_call() -> httpx.Response:
    call = {
        "index": 0,
        "id": "c1",
        "type": "function",
        "function": {"name": "glob", "arguments": '{"pattern": "**/*.py"}'},
    }
    return sse(
        {"choices": [{"index": 0, "delta": {"tool_calls": [call]}}]},
        {"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]},
    )


def assert_stood_in(d: Diagnosis, reason: str, provider: str = "openai") -> None:
    first = d.conclusion.split("\n", 1)[0]
    assert first == f"model unavailable: {reason}; offline heuristic below"
    assert (d.status, d.provider, d.conclusion_provider) == ("failed", provider, "mock")
    assert d.fallback is not None
    assert (d.fallback.status, len(d.fallback.trace) > 0, "### Cause" in d.conclusion) == ("concluded", True, True)
    assert (d.locations[0].path, d.locations[0].source) == ("invoice/totals.py", "conclusion")


@pytest.mark.parametrize(
    ("response", "reason", "calls"),
    [
        (httpx.Response(401, json={"error": {"message": "Incorrect API key"}}), "401 from api.openai.com", 1),
        (httpx.Response(403, json={"error": {"message": "forbidden"}}), "403 from api.openai.com", 1),
        (httpx.Response(404, json={"error": {"message": "no model gpt-9"}}), "404 from api.openai.com", 1),
        (httpx.Response(500, text="oops", headers=NO_WAIT), "500 from api.openai.com after retries", 3),
        (httpx.Response(429, text="slow down", headers=NO_WAIT), "429 from api.openai.com after retries", 3),
    ],
    ids=["401", "403", "404-model", "500-after-retries", "429-after-retries"],
)
def test_an_error_status_falls_back_to_the_offline_diagnosis(no_network, response, reason, calls):
    route = no_network.post(OPENAI).mock(return_value=response)
    d = run()
    assert_stood_in(d, reason)
    assert route.call_count == calls


def test_an_unreachable_provider_falls_back(no_network):
    route = no_network.post("http://127.0.0.1:9/v1/chat/completions").mock(side_effect=httpx.ConnectError("refused"))
    d = run(base_url="http://127.0.0.1:9/v1")
    assert_stood_in(d, "127.0.0.1:9 unreachable after retries")
    assert (route.call_count, d.error.startswith("could not talk to")) == (3, True)


def test_a_timeout_falls_back(no_network):
    no_network.post(OPENAI).mock(side_effect=httpx.ReadTimeout("slow"))
    assert_stood_in(run(), "api.openai.com sent nothing for 120 s")


def test_the_context_budget_falls_back_without_a_request(no_network):
    d = run(budget_chars=1_000)
    assert_stood_in(d, "the conversation is over the context budget (1,000 chars)")
    assert d.error.startswith("the conversation needs")


def test_a_missing_key_falls_back_without_a_request(no_network):
    d = explain(EXAMPLE / "failure.log", EXAMPLE, provider="anthropic", env={})
    assert_stood_in(d, "no API key for anthropic", provider="anthropic")


def test_an_anthropic_key_named_for_openai_is_not_sent_and_falls_back(no_network):
    d = explain(EXAMPLE / "failure.log", EXAMPLE, provider="openai", env={"DIAGBOT_API_KEY": "sk-ant-api03-x"})
    assert_stood_in(d, "the API key is another vendor's, so it was not sent to api.openai.com")
    assert (len(no_network.calls), "use --provider anthropic" in str(d.error)) == (0, True)


def test_a_failure_after_tool_calls_keeps_both_traces_apart(no_network):
    no_network.post(OPENAI).mock(side_effect=[glob_call(), httpx.Response(401, json={"error": "bad key"})])
    d = run()
    assert_stood_in(d, "401 from api.openai.com")
    assert ([e.tool for e in d.trace], d.fallback.trace[0].tool, d.turns) == (["glob"], "glob", 2)
    report = json.loads(render_json(d))
    assert (report["conclusion_provider"], report["provider"], [t["tool"] for t in report["trace"]]) == (
        "mock",
        "openai",
        ["glob"],
    )
    assert (report["fallback"]["provider"], report["fallback"]["status"], len(report["fallback"]["trace"])) == (
        "mock",
        "concluded",
        len(d.fallback.trace),
    )
    md = render_markdown(d)
    assert ("### Model tool trace (1 call)" in md, "### Offline heuristic tool trace (" in md) == (True, True)
    text = render_text(d)
    assert ("\nmodel trace (1 call):\n" in text, "\noffline heuristic trace (" in text) == (True, True)


def test_the_reports_head_with_the_fallback_and_the_model_error(no_network):
    no_network.post(OPENAI).mock(return_value=httpx.Response(401, json={"error": {"message": "Incorrect API key"}}))
    d = run()
    md, text = render_markdown(d), render_text(d)
    assert md.startswith("## diagbot: model unavailable; offline heuristic concluded after ")
    assert "**Model error:** OpenAI-compatible server answered HTTP 401: Incorrect API key" in md
    assert text.split("\n")[1].startswith("model error: OpenAI-compatible server answered HTTP 401")
    assert "### Model tool trace\n\nNo tool calls." in md
    assert "| offline stand-in: " in text.rstrip().rsplit("\n", 1)[-1]


def test_fallback_off_leaves_the_failure_alone(no_network):
    no_network.post(OPENAI).mock(return_value=httpx.Response(401, json={"error": "bad key"}))
    d = run(env={"DIAGBOT_FALLBACK": "false"})
    assert (d.status, d.conclusion, d.fallback, d.conclusion_provider) == ("failed", "", None, None)
    assert all(loc.source == "log" for loc in d.locations)


def test_fallback_off_from_the_config_file(make_repo):
    repo = make_repo({".diagbot.yml": "fallback: false\n"})
    assert load_settings({}, {}, repo).fallback is False


def test_the_offline_provider_failing_does_not_fall_back_to_itself():
    d = explain(EXAMPLE / "failure.log", EXAMPLE, provider="mock", env={}, budget_chars=1_000)
    assert (d.status, d.fallback, d.conclusion) == ("failed", None, "")


def test_the_headline_and_the_host_never_carry_credentials_or_paths():
    s = load_settings({"provider": "openai", "base_url": "https://user:pw@llm.example.com:8443/v1/x"}, {}, ROOT)
    assert provider_host(s) == "llm.example.com:8443"
    error = "OpenAI-compatible server answered HTTP 503: overloaded"
    assert unavailable_reason(error, s) == "503 from llm.example.com:8443 after retries"


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        ("the provider reported an error mid-stream: boom", "api.openai.com broke off the stream after retries"),
        ("the stream sent something that is not JSON: 'x'", "the stream sent something that is not JSON: 'x'"),
        ("", "unknown error"),
    ],
)
def test_other_failures_are_said_in_their_own_words(error, reason):
    assert unavailable_reason(error, load_settings({"provider": "openai"}, {}, ROOT)) == reason


def test_the_stand_in_is_announced_on_the_progress_stream(no_network):
    no_network.post(OPENAI).mock(return_value=httpx.Response(403, json={"error": "nope"}))
    heard: list[str] = []

    class Ear(Observer):
        def on_error(self, message: str) -> None:
            heard.append(message)

    run(observer=Ear())
    assert heard[-1] == "model unavailable: 403 from api.openai.com; offline heuristic below"


def test_a_token_the_provider_echoes_in_its_error_never_reaches_the_progress_stream(no_network):
    token = "ghp_" + "a1B2" * 9  # a 400 that quotes the request back, as gateways do
    no_network.post(OPENAI).mock(return_value=httpx.Response(400, json={"error": {"message": f"bad token {token}"}}))
    heard: list[str] = []

    class Ear(Observer):
        def on_error(self, message: str) -> None:
            heard.append(message)

    d = run(observer=Ear())
    assert (len(heard), any(token in said for said in heard), token in str(d.error)) == (2, False, False)
