"""Runs action.yml's own run-steps with bash, as the runner would, against a fake GitHub API on 127.0.0.1."""

import json
import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import yaml
from ci.fake_ci import FakeCI, json_reply
from ci.github_api import REPO, RUN, SHA, job_json, log_reply, serve_run
from ci.joblogs import PYTEST_OUTPUT

ROOT = Path(__file__).resolve().parents[1]
ACTION = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


class FakeGitHub(BaseHTTPRequestHandler):
    """Just enough of the REST API for one PR comment: list (empty), create."""

    requests: list[tuple[str, str, Any]]

    def _reply(self, status: int, body: Any) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _record(self) -> Any:
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length)) if length else None
        self.requests.append((self.command, self.path, body))
        return body

    def do_GET(self) -> None:
        self._record()
        if self.path == "/user":
            self._reply(200, {"login": "github-actions[bot]"})
        elif self.path.startswith("/repos/octo/shop/issues/7/comments"):
            self._reply(200, [])
        else:
            self._reply(404, {"message": "Not Found"})

    def do_POST(self) -> None:
        self._record()
        if self.path == "/repos/octo/shop/issues/7/comments":
            self._reply(201, {"id": 1, "html_url": "https://github.example/octo/shop/pull/7#issuecomment-1"})
        else:
            self._reply(404, {"message": "Not Found"})

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def github_api() -> Iterator[tuple[str, list[tuple[str, str, Any]]]]:
    requests: list[tuple[str, str, Any]] = []
    handler = type("Handler", (FakeGitHub,), {"requests": requests})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", requests
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def read_outputs(path: Path) -> dict[str, str]:
    """Parse a GITHUB_OUTPUT file: `name=value` lines and `name<<DELIM` heredocs."""
    outputs: dict[str, str] = {}
    lines = iter(path.read_text(encoding="utf-8").splitlines())
    for line in lines:
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delim = line.split("<<", 1)
            outputs[name] = "\n".join(iter(lambda: next(lines), delim))
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
    return outputs


def evaluate(text: str, context: dict[str, str]) -> str:
    return EXPRESSION.sub(lambda m: context.get(m[1], ""), text)


def run_action(
    tmp_path: Path,
    inputs: dict[str, str],
    api_url: str,
    *,
    payload: dict[str, Any] | None = None,
    more: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Run every `run:` step in order (skipping `uses:` ones); returns outputs, exit codes and files.

    `payload` replaces the pull_request event; `more` sets more expressions and environment variables.
    """
    workspace = tmp_path / "workspace"
    shutil.copytree(ROOT / "examples" / "python-pytest", workspace)
    event = tmp_path / "event.json"
    repo = {"full_name": "octo/shop"}
    pull_request = {"pull_request": {"number": 7, "head": {"repo": repo}, "base": {"repo": repo}}}
    event.write_text(json.dumps(payload or pull_request))
    summary = tmp_path / "summary.md"
    defaults = {name: str(spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
    context = {f"inputs.{k}": v for k, v in {**defaults, **inputs}.items()}
    context.update({"github.token": "ghs_faketoken", "github.action_path": str(ROOT), **(more or {})})
    base_env = {
        **os.environ,
        "GITHUB_ACTIONS": "true",
        "GITHUB_API_URL": api_url,
        "GITHUB_EVENT_PATH": str(event),
        "GITHUB_EVENT_NAME": "workflow_run" if payload and "workflow_run" in payload else "pull_request",
        "GITHUB_REPOSITORY": "octo/shop",
        "GITHUB_WORKFLOW": "CI",
        "GITHUB_JOB": "test",
        "GITHUB_STEP_SUMMARY": str(summary),
        "GITHUB_ACTION_PATH": str(ROOT),
        "GITHUB_WORKSPACE": str(workspace),
        "RUNNER_TEMP": str(tmp_path / "runner-temp"),
        "DIAGBOT_ACTION_PYTHON": sys.executable,  # swap the venv install for this interpreter
        "PYTHONPATH": str(ROOT),
        **{k: v for k, v in (more or {}).items() if k.isupper()},
    }
    (tmp_path / "runner-temp").mkdir()
    results: dict[str, Any] = {"codes": {}, "stdout": "", "summary": summary}
    for n, step in enumerate(s for s in ACTION["runs"]["steps"] if "run" in s):
        output_file = tmp_path / f"output-{n}"
        output_file.touch()
        env = {**base_env, **{k: evaluate(str(v), context) for k, v in (step.get("env") or {}).items()}}
        env["GITHUB_OUTPUT"] = str(output_file)
        script = tmp_path / f"step-{n}.sh"
        script.write_text(step["run"], encoding="utf-8")
        # the runner's own invocation for `shell: bash`
        proc = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
            cwd=workspace,
            env=env,
            capture_output=True,
            text=True,
        )
        results["codes"][step["id"]] = proc.returncode
        results["stdout"] += proc.stdout + proc.stderr
        results[f"raw-{step['id']}"] = output_file.read_text(encoding="utf-8")
        for name, value in read_outputs(output_file).items():
            context[f"steps.{step['id']}.outputs.{name}"] = value
    results["outputs"] = {name: evaluate(spec["value"], context) for name, spec in ACTION["outputs"].items()}
    return results


def test_action_metadata_declares_the_contract():
    assert set(ACTION["inputs"]) == {
        "log", "provider", "model", "base-url", "api-key", "github-token", "max-turns", "post", "format",
        "comment", "comment-key",
    }  # fmt: skip
    assert (ACTION["inputs"]["log"]["required"], ACTION["inputs"]["github-token"]["default"]) == (
        False,
        "${{ github.token }}",
    )
    assert (set(ACTION["outputs"]), ACTION["runs"]["using"], sorted(ACTION["branding"])) == (
        {"report-path", "conclusion"},
        "composite",
        ["color", "icon"],
    )


def test_no_expression_is_interpolated_into_a_script():
    assert [s["name"] for s in ACTION["runs"]["steps"] if "${{" in s.get("run", "")] == []


def test_every_run_step_names_its_shell():
    assert [s["name"] for s in ACTION["runs"]["steps"] if "run" in s and s.get("shell") != "bash"] == []


def test_pip_cache_steps_never_fail_the_job():
    cache_steps = [s for s in ACTION["runs"]["steps"] if str(s.get("uses", "")).startswith("actions/cache")]
    assert [s.get("continue-on-error") for s in cache_steps] == [True, True]


def test_action_posts_a_comment_writes_the_summary_and_sets_outputs(tmp_path, github_api):
    api_url, requests = github_api
    results = run_action(tmp_path, {"log": "failure.log"}, api_url)
    assert results["codes"] == {"install": 0, "explain": 0}, results["stdout"]
    posts = [body for method, path, body in requests if method == "POST" and path.endswith("/issues/7/comments")]
    assert [p["body"].startswith("<!-- diagbot:job=CI/test -->\n## diagbot: ") for p in posts] == [True]
    assert "test_discount_takes_percent_off" in results["summary"].read_text()
    report = Path(results["outputs"]["report-path"])
    assert report.read_text().startswith("## diagbot: concluded")
    conclusion = json.loads((report.parent / "diagnosis.json").read_text())["conclusion"]
    assert (results["outputs"]["conclusion"], "\n" in conclusion.strip()) == (conclusion.rstrip(), True)


def test_comment_key_gives_a_matrix_leg_its_own_comment(tmp_path, github_api):
    api_url, requests = github_api
    results = run_action(tmp_path, {"log": "failure.log", "comment-key": '{"python": "3.12"}'}, api_url)
    assert results["codes"] == {"install": 0, "explain": 0}, results["stdout"]
    posts = [body for method, path, body in requests if method == "POST" and path.endswith("/issues/7/comments")]
    head = '<!-- diagbot:job=CI/test/%7B%22python%22%3A%20%223.12%22%7D -->\n*Job `{"python": "3.12"}`*\n\n'
    assert [p["body"].startswith(head + "## diagbot: ") for p in posts] == [True]


def test_conclusion_output_uses_a_random_heredoc_delimiter(tmp_path, github_api):
    results = run_action(tmp_path, {"log": "failure.log", "post": "none"}, github_api[0])
    assert re.search(r"^conclusion<<diagbot_[0-9a-f]{32}$", results["raw-explain"], re.M)


def test_action_annotates_the_located_line(tmp_path, github_api):
    results = run_action(tmp_path, {"log": "failure.log"}, github_api[0])
    assert re.search(r"^::error file=(invoice/totals\.py|tests/test_totals\.py),line=\d+", results["stdout"], re.M)


def test_unreadable_log_warns_but_never_fails_the_step(tmp_path, github_api):
    results = run_action(tmp_path, {"log": "missing.log"}, github_api[0])
    assert results["codes"]["explain"] == 0
    assert "::warning::diagbot exited with status 2" in results["stdout"]
    assert results["outputs"]["report-path"] == ""


def test_text_format_writes_a_txt_report(tmp_path, github_api):
    results = run_action(tmp_path, {"log": "failure.log", "format": "text", "post": "none"}, github_api[0])
    report = Path(results["outputs"]["report-path"])
    assert (report.suffix, report.read_text().startswith("diagbot: concluded")) == (".txt", True)


def test_install_step_reports_the_interpreter_it_was_given(tmp_path, github_api):
    results = run_action(tmp_path, {"log": "failure.log", "post": "none"}, github_api[0])
    assert read_outputs_text(results["raw-install"]) == {"python": sys.executable}


def read_outputs_text(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def serve_failed_run(ci: FakeCI, *, pulls: list[int]) -> None:
    """Run 42 of octo/shop: one failed leg, one passed job; comments on PR 7 start empty."""
    serve_run(
        ci,
        [job_json(101, "test (3.11)", "failure"), job_json(102, "lint", "success")],
        logs={101: log_reply(PYTEST_OUTPUT)},
        pulls=pulls,
    )
    ci.on(f"/repos/{REPO}/issues/7/comments", json_reply([]))
    ci.on(f"POST /repos/{REPO}/issues/7/comments", json_reply({"id": 1, "html_url": "https://github.com/c/1"}, 201))


def test_without_log_the_action_explains_the_workflow_run_that_triggered_it(tmp_path):
    payload = {"action": "completed", "workflow_run": {"id": RUN, "head_sha": SHA, "pull_requests": []}}
    with FakeCI() as ci:
        serve_failed_run(ci, pulls=[])  # a fork PR: the run lists none, the commit's pulls find it
        ci.on(f"/repos/{REPO}/commits/{SHA}/pulls", json_reply([{"number": 7, "state": "open", "head": {"sha": SHA}}]))
        results = run_action(tmp_path, {}, ci.api_url, payload=payload, more={"github.event.workflow_run.id": str(RUN)})
    assert results["codes"] == {"install": 0, "explain": 0}, results["stdout"]
    assert [(m, p, b["body"].split("\n")[0]) for m, p, b in ci.bodies] == [
        ("POST", f"/repos/{REPO}/issues/7/comments", "<!-- diagbot:job=run/CI -->")
    ]
    assert Path(results["outputs"]["report-path"]).read_text().startswith("## diagbot: concluded")
    assert "test_discount_takes_percent_off" in results["outputs"]["conclusion"]


def test_without_log_a_job_that_needs_the_tests_explains_this_runs_failed_jobs(tmp_path):
    with FakeCI() as ci:
        serve_failed_run(ci, pulls=[7])
        results = run_action(tmp_path, {"comment": "per-job"}, ci.api_url, more={"GITHUB_RUN_ID": str(RUN)})
    assert results["codes"] == {"install": 0, "explain": 0}, results["stdout"]
    assert [b["body"].split("\n")[0] for _, _, b in ci.bodies] == ["<!-- diagbot:job=CI/test%20%283.11%29 -->"]


class _Recording(BaseHTTPRequestHandler):
    """A model server that records which API each request asked for and which header carried the key."""

    seen: list[tuple[str, str]]
    protocol_version = "HTTP/1.1"

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers["content-length"]))
        carrier = "x-api-key" if self.headers.get("x-api-key") else "authorization"
        self.seen.append((self.path, f"{carrier}: {self.headers.get(carrier)}"))
        body = (ROOT / "tests" / "fixtures" / "anthropic" / "text_only.sse").read_bytes()
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


def test_an_anthropic_api_key_goes_to_anthropic_with_provider_left_empty(tmp_path, github_api):
    handler = type("Handler", (_Recording,), {"seen": []})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        inputs = {
            "log": "failure.log",
            "post": "none",
            "format": "json",
            "api-key": "sk-ant-api03-test",
            "base-url": url,
        }
        results = run_action(tmp_path, inputs, github_api[0])
    finally:
        server.shutdown()
        server.server_close()
    assert len(handler.seen) >= 1, results["stdout"]
    assert set(handler.seen) == {("/v1/messages", "x-api-key: sk-ant-api03-test")}
    report = json.loads(Path(results["outputs"]["report-path"]).read_text())
    assert (report["provider"], report["model"]) == ("anthropic", "claude-sonnet-4-5")
