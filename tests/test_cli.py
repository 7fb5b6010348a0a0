import io
import json
import os
import re
import stat
import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest

from diagbot.cli import main
from diagbot.llm.types import ToolCall
from diagbot.progress import StderrProgress, use_color
from diagbot.tools.base import ToolResult

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "python-pytest"
LOG = str(EXAMPLE / "failure.log")
REPO = str(EXAMPLE)


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def explain(*extra: str) -> int:
    return main(["explain", "--log", LOG, "--repo", REPO, *extra])


def one_error_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert [x.startswith("diagbot: error: ") for x in lines] == [True], err
    return lines[0]


def test_explain_prints_a_markdown_report_and_exits_0(capsys):
    assert explain() == 0
    assert capsys.readouterr().out.startswith("## diagbot: concluded after")


def test_explain_shows_progress_one_line_per_call_and_result(capsys):
    explain()
    err = capsys.readouterr().err.splitlines()
    calls = [x for x in err if x.startswith("> ")]
    results = [x for x in err if x.startswith(("v ", "x "))]
    assert (calls[0].startswith("> glob("), len(calls) == len(results), len(calls) >= 3) == (True, True, True)
    assert re.match(r"v glob fed back \d+ chars - ", results[0])


def test_inject_bad_args_marks_the_failed_call_with_x_and_exits_0(capsys, monkeypatch):
    monkeypatch.setenv("INJECT", "bad_args")
    assert explain() == 0
    assert next(x for x in capsys.readouterr().err.splitlines() if x.startswith(("v ", "x "))).startswith("x ")


def test_json_format_is_version_1(capsys):
    assert explain("--format", "json") == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["version"], report["provider"], report["trace"][0]["tool"]) == (1, "mock", "glob")


def test_text_format_has_no_colour_when_not_a_terminal(capsys):
    assert explain("--format", "text") == 0
    out = capsys.readouterr().out
    assert (out.startswith("diagbot: concluded"), "\x1b[" in out) == (True, False)


def test_colour_only_on_a_terminal_and_never_with_no_color():
    assert (use_color(Tty(), {}), use_color(io.StringIO(), {}), use_color(Tty(), {"NO_COLOR": "1"})) == (
        True,
        False,
        False,
    )


def test_empty_no_color_is_ignored_and_dumb_terminals_get_none():
    assert (use_color(Tty(), {"NO_COLOR": ""}), use_color(Tty(), {"TERM": "dumb"})) == (True, False)


def test_progress_lines_match_the_seed():
    out = io.StringIO()
    progress = StderrProgress(out)
    call = ToolCall(id="c1", name="read_file", args='{"path": "src/calc.js"}')
    progress.on_call(call)
    header = "src/calc.js (lines 1-13 of 13)"
    progress.on_result(call, ToolResult(header + "\n1\tx", meta={"summary": header}))
    progress.on_result(call, ToolResult("there is no tool named edit_file", ok=False))
    assert out.getvalue().splitlines() == [
        '> read_file({"path": "src/calc.js"})',
        "v read_file fed back 34 chars - src/calc.js (lines 1-13 of 13)",
        "x read_file fed back 32 chars - there is no tool named edit_file",
    ]


def test_output_writes_the_report_to_a_file(tmp_path, capsys):
    out = tmp_path / "report.md"
    assert explain("--output", str(out)) == 0
    assert (out.read_text().startswith("## diagbot: "), capsys.readouterr().out) == (True, "")


def test_output_overwrites_a_previous_report(tmp_path):
    out = tmp_path / "report.json"
    assert explain("--format", "json", "--output", str(out)) == 0
    assert explain("--format", "text", "--output", str(out)) == 0
    assert out.read_text().startswith("diagbot: concluded")


def test_output_refuses_a_file_that_is_not_a_report(tmp_path, capsys):
    out = tmp_path / "notes.md"
    out.write_text("my precious notes\n")
    assert explain("--output", str(out)) == 2
    assert "is not a diagbot report; use --force" in one_error_line(capsys.readouterr().err)
    assert out.read_text() == "my precious notes\n"


def test_output_force_overwrites_any_file(tmp_path):
    out = tmp_path / "notes.md"
    out.write_text("my precious notes\n")
    assert explain("--output", str(out), "--force") == 0
    assert out.read_text().startswith("## diagbot: ")


def test_output_into_a_missing_directory_is_a_usage_error(tmp_path, capsys):
    assert explain("--output", str(tmp_path / "no" / "such" / "r.md")) == 2
    assert "cannot write" in one_error_line(capsys.readouterr().err)


def test_json_output_writes_the_json_report_beside(tmp_path, capsys):
    assert explain("--json-output", str(tmp_path / "d.json")) == 0
    assert json.loads((tmp_path / "d.json").read_text())["version"] == 1


def test_log_from_stdin(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(Path(LOG).read_bytes())))
    assert main(["explain", "--log", "-", "--repo", REPO, "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["question"]["failures"] != []


def test_missing_log_is_one_clear_line_and_exit_2(tmp_path, capsys):
    assert main(["explain", "--log", str(tmp_path / "none.log")]) == 2
    assert "none.log" in one_error_line(capsys.readouterr().err)


def test_missing_repo_is_exit_2(tmp_path, capsys):
    assert main(["explain", "--log", LOG, "--repo", str(tmp_path / "nope")]) == 2
    assert "not a directory" in one_error_line(capsys.readouterr().err)


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["explain"], "which failure? give --log PATH (- reads stdin), or a CI source: --github-run RUN"),
        (["explain", "--log", LOG, "--format", "pdf"], "invalid choice: 'pdf'"),
        (["explain", "--log", LOG, "--max-turns", "lots"], "invalid int value: 'lots'"),
        (["explode"], "invalid choice: 'explode'"),
        ([], "choose a command"),
        (["hook"], "choose: diagbot hook install [--force]"),
    ],
    ids=("missing_log", "bad_format", "bad_int", "bad_command", "no_command", "hook_without_action"),
)
def test_argparse_errors_are_one_line_and_exit_2(argv, expected, capsys):
    assert main(argv) == 2
    assert expected in one_error_line(capsys.readouterr().err)


def test_help_exits_0(capsys):
    assert main(["explain", "--help"]) == 0
    assert "--log" in capsys.readouterr().out


def test_bad_config_file_is_exit_2(make_repo, capsys):
    repo = make_repo({".diagbot.yml": "max_turns: many\n"})
    assert main(["explain", "--log", LOG, "--repo", str(repo)]) == 2
    assert "max_turns='many'" in one_error_line(capsys.readouterr().err)


def test_failed_diagnosis_exits_0_but_1_with_strict(capsys, no_network):
    assert explain("--provider", "openai") == 0
    out = capsys.readouterr().out
    assert out.startswith("## diagbot: model unavailable; offline heuristic concluded after")
    assert "**Model error:** provider openai needs an API key" in out
    assert explain("--provider", "openai", "--strict") == 1


def test_without_fallback_a_failed_diagnosis_has_no_conclusion(monkeypatch, capsys, no_network):
    monkeypatch.setenv("DIAGBOT_FALLBACK", "false")
    assert explain("--provider", "openai", "--format", "json") == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["status"], report["conclusion"], report["conclusion_provider"], report["fallback"]) == (
        "failed",
        "",
        None,
        None,
    )


def test_openai_provider_end_to_end_over_a_mocked_stream(monkeypatch, capsys, no_network):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-0123456789")
    chunk = {"choices": [{"index": 0, "delta": {"content": "Cause: `apply_discount` adds. See invoice/totals.py:27"}}]}
    done = {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
    body = f"data: {json.dumps(chunk)}\n\ndata: {json.dumps(done)}\n\ndata: [DONE]\n\n"
    no_network.post("https://api.openai.com/v1/chat/completions").mock(
        return_value=httpx.Response(200, text=body, headers={"content-type": "text/event-stream"})
    )
    assert explain("--format", "json") == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["provider"], report["model"], report["locations"][0]) == (
        "openai",
        "gpt-4.1-mini",
        {"path": "invoice/totals.py", "line": 27, "source": "conclusion"},
    )


def test_provider_refusing_the_key_is_a_failed_report_not_a_crash(monkeypatch, capsys, no_network):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-wrong-0123456789")
    no_network.post("https://api.openai.com/v1/chat/completions").mock(
        return_value=httpx.Response(401, json={"error": {"message": "Incorrect API key provided"}})
    )
    assert explain("--strict") == 1
    out = capsys.readouterr().out
    assert (out.startswith("## diagbot: model unavailable"), "sk-wrong-0123456789" in out) == (True, False)
    assert "model unavailable: 401 from api.openai.com; offline heuristic below" in out


def test_post_auto_in_github_actions_writes_the_job_summary(tmp_path, monkeypatch, capsys):
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    assert explain("--post", "auto", "--output", str(tmp_path / "r.md")) == 0
    assert summary.read_text().startswith("## diagbot: concluded")
    assert "diagbot: job summary written" in capsys.readouterr().err


def test_post_auto_outside_ci_publishes_nothing(tmp_path, capsys):
    assert explain("--post", "auto", "--output", str(tmp_path / "r.md")) == 0
    assert capsys.readouterr().err.count("diagbot: ") == 0


def test_question_prints_exactly_the_messages(capsys):
    from diagbot.gitinfo import repo_facts
    from diagbot.logs.extract import digest_log
    from diagbot.logs.redact import Redactor
    from diagbot.prompt import build_messages, render_question

    expected = render_question(build_messages(digest_log(LOG, redactor=Redactor.from_env({})), repo_facts(EXAMPLE, {})))
    assert main(["question", "--log", LOG, "--repo", REPO]) == 0
    assert capsys.readouterr().out.rstrip("\n") == expected.rstrip("\n")


def test_question_with_tools_also_prints_the_tool_definitions_the_executor_hands_the_provider(capsys):
    from diagbot.tools.executor import Executor

    assert main(["question", "--log", LOG, "--repo", REPO, "--tools"]) == 0
    tools = capsys.readouterr().out.split("===== tools (4: glob, grep, read_file, diff) =====\n")[1]
    assert json.loads(tools.removesuffix("===== end =====\n")) == Executor.for_root(Path(REPO)).schemas()


def test_question_with_tools_and_no_log_prints_only_the_tools_and_without_either_says_what_it_needs(capsys):
    assert main(["question", "--tools"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("===== tools (4: glob, grep, read_file, diff) =====\n")
    assert main(["question"]) == 2
    assert "diagbot question needs --log PATH" in capsys.readouterr().err


def test_question_imports_neither_httpx_nor_pydantic():
    code = (
        "import sys; from diagbot.cli import main; "
        f"main(['question', '--log', {LOG!r}, '--repo', {REPO!r}]); "
        "print(sorted(m for m in ('httpx', 'pydantic') if m in sys.modules), file=sys.stderr)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert proc.stderr.strip().splitlines()[-1] == "[]"


def test_tool_prints_what_the_model_would_be_fed(capsys):
    assert main(["tool", "glob", '{"pattern": "**/*.py"}', "--repo", REPO]) == 0
    assert "invoice/totals.py" in capsys.readouterr().out.splitlines()


def test_tool_failed_result_is_still_exit_0(capsys):
    assert main(["tool", "edit_file", "{}", "--repo", REPO]) == 0
    assert "there is no tool named edit_file. Available: diff, glob, grep, read_file" in capsys.readouterr().out


def test_tool_with_missing_repo_is_exit_2(tmp_path, capsys):
    assert main(["tool", "glob", '{"pattern": "*"}', "--repo", str(tmp_path / "gone")]) == 2
    one_error_line(capsys.readouterr().err)


def test_tool_result_is_redacted(tmp_path, capsys):
    token = "ghp_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2"
    (tmp_path / "settings.py").write_text(f"TOKEN = '{token}'\n")
    assert main(["tool", "read_file", '{"path": "settings.py"}', "--repo", str(tmp_path)]) == 0
    assert token not in capsys.readouterr().out


def test_selftest_command_passes(capsys):
    assert main(["selftest"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1].endswith("passed")


def test_mock_selftest_env_with_no_arguments_runs_the_selftest(monkeypatch, capsys):
    monkeypatch.setenv("MOCK", "1")
    monkeypatch.setenv("SELFTEST", "1")
    monkeypatch.setattr(sys, "argv", ["diagbot"])
    assert main() == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.split()[0].split("/")[0] == last.split()[0].split("/")[1]


def test_script_replays_the_scripted_conversation(capsys):
    assert (
        explain("--provider", "mock", "--script", str(ROOT / "examples" / "mock-script.yaml"), "--format", "json") == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert ([t["tool"] for t in report["trace"]], report["conclusion"].startswith("**Cause:** `apply_discount`")) == (
        ["grep", "read_file"],
        True,
    )


def test_post_auto_in_gitlab_ci_goes_to_gitlab(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GITLAB_CI", "true")
    assert explain("--post", "auto", "--output", str(tmp_path / "r.md")) == 0
    assert "MR note skipped" in capsys.readouterr().err


@pytest.fixture
def feature_repo(make_repo, git):
    root = make_repo({"src/a.py": "a = 1\n", "failure.log": "E   assert 1 == 2\n"})
    git(root, "checkout", "-q", "-b", "feature")
    (root / "src/a.py").write_text("a = 2\n")
    git(root, "commit", "-qam", "two")
    (root / "src/b.py").write_text("b = 1\n")
    git(root, "add", "src/b.py")
    git(root, "commit", "-qm", "add b")
    return root


def test_tool_diff_lists_the_branchs_changes(feature_repo, capsys):
    assert main(["tool", "diff", "{}", "--repo", str(feature_repo)]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == ["modified src/a.py +1 -1", "added src/b.py +1 -0"]


def test_question_base_flag_picks_the_base(feature_repo, capsys):
    log = str(feature_repo / "failure.log")
    assert main(["question", "--log", log, "--repo", str(feature_repo), "--base", "feature~1"]) == 0
    assert "against feature~1 (the configured base), where this branch started (merge base " in capsys.readouterr().out


def test_question_reads_the_base_from_diagbot_base(feature_repo, monkeypatch, capsys):
    monkeypatch.setenv("DIAGBOT_BASE", "feature~1")
    assert main(["question", "--log", str(feature_repo / "failure.log"), "--repo", str(feature_repo)]) == 0
    assert "\n- added src/b.py +1 -0 (hunks below)\n" in capsys.readouterr().out


def test_question_with_a_bad_diff_chars_is_exit_2(feature_repo, monkeypatch, capsys):
    monkeypatch.setenv("DIAGBOT_DIFF_CHARS", "lots")
    assert main(["question", "--log", str(feature_repo / "failure.log"), "--repo", str(feature_repo)]) == 2
    assert one_error_line(capsys.readouterr().err) == (
        "diagbot: error: DIAGBOT_DIFF_CHARS='lots': diff_chars must be a whole number from 0 to 100000"
    )


def test_question_honours_diff_chars_from_the_config_file(feature_repo, capsys):
    (feature_repo / ".diagbot.yml").write_text("diff_chars: 0\n")
    assert main(["question", "--log", str(feature_repo / "failure.log"), "--repo", str(feature_repo)]) == 0
    assert "```diff" not in capsys.readouterr().out


def test_question_with_a_bad_ignore_in_the_config_file_is_exit_2(feature_repo, capsys):
    (feature_repo / ".diagbot.yml").write_text("ignore: 3\n")
    assert main(["question", "--log", str(feature_repo / "failure.log"), "--repo", str(feature_repo)]) == 2
    assert one_error_line(capsys.readouterr().err) == (
        "diagbot: error: .diagbot.yml: ignore=3: ignore must be a list of paths in .gitignore syntax"
        " (e.g. [fixtures/big/])"
    )


@pytest.mark.parametrize(
    ("env", "file", "patterns"),
    [
        ({"DIAGBOT_IGNORE": "fixtures/, big/ "}, "ignore: [other/]\n", ("fixtures/", "big/")),
        ({}, "ignore: [fixtures/big/, '*.snap']\n", ("fixtures/big/", "*.snap")),
        ({}, "ignore: fixtures/\n", ("fixtures/",)),
        ({}, "", ()),
    ],
)
def test_question_reads_ignore_as_explain_does(tmp_path, env, file, patterns):
    from diagbot.config import load_settings
    from diagbot.config_file import ignore_setting

    if file:
        (tmp_path / ".diagbot.yml").write_text(file)
    assert ignore_setting(env, tmp_path) == patterns == load_settings({}, env, tmp_path).ignore


def test_tool_result_redacts_values_but_never_code(tmp_path, capsys):
    key = "sk-" + "proj-" + "Qm4x" * 10
    code = f'secret = tmp_path / "www-private"\npassword = user_password\nAPI_KEY = "{key}"\n'
    (tmp_path / "settings.py").write_text(code)
    assert main(["tool", "read_file", '{"path": "settings.py"}', "--repo", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[1:] == [
        '1: secret = tmp_path / "www-private"',
        "2: password = user_password",
        '3: API_KEY = "[REDACTED openai-key]"',
    ]


def test_question_names_a_local_runs_absolute_paths_as_explain_does(tmp_path, capsys):
    # a real unittest run in a checkout outside any CI: its traceback names the files by absolute path
    (tmp_path / "pad.py").write_text("def pad(xs, n):\n    return xs[n] + [None]\n")
    (tmp_path / "test_pad.py").write_text(
        "import unittest\nfrom pad import pad\n\n\nclass PadTest(unittest.TestCase):\n"
        "    def test_pad(self):\n        self.assertEqual(pad([1], 3), [1, None, None])\n\n"
        "    def test_pad_two(self):\n        self.assertEqual(pad([1, 2], 3), [1, 2, None])\n"
    )
    run = subprocess.run(
        [sys.executable, "-m", "unittest", "test_pad"], cwd=tmp_path, capture_output=True, text=True, check=False
    )
    log = tmp_path / "test.log"
    log.write_text(run.stdout + run.stderr)
    assert f'File "{tmp_path}' in log.read_text()
    assert main(["question", "--log", str(log), "--repo", str(tmp_path)]) == 0
    failures = capsys.readouterr().out.split("## Parsed failures")[1].split("\n## ")[0]
    assert "2 failures share the innermost repository frame `pad.py:2`" in failures, failures


@pytest.mark.parametrize("command", ["question", "explain"])
def test_a_working_directory_deleted_under_diagbot_is_said_not_thrown(command, tmp_path, monkeypatch, capsys):
    log = tmp_path / "test.log"
    log.write_text("FAILED tests/test_a.py::test_x - assert 1 == 2\n")
    gone = tmp_path / "checkout"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()  # a job that re-created the checkout while diagbot ran in it
    assert main([command, "--log", str(log)]) == 2
    err = capsys.readouterr().err
    assert "the current directory no longer exists" in err
    assert "Traceback" not in err


def test_output_writes_through_a_symlink_and_into_a_pipe_never_replacing_them(tmp_path):
    target = tmp_path / "reports" / "latest.md"
    target.parent.mkdir()
    target.write_text("")
    link = tmp_path / "report.md"
    link.symlink_to(target)
    assert explain("--output", str(link)) == 0
    assert link.is_symlink()  # the link stays
    assert target.read_text().startswith("## diagbot: ")  # and the file it names is written
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)  # a device or pipe (`--output /dev/null` as root) is written into, not swapped for a file
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()), daemon=True)
    reader.start()
    assert explain("--output", str(fifo)) == 0
    reader.join(10)
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert got[0].startswith("## diagbot: ")


def test_a_new_report_gets_the_usual_permissions_and_a_rewritten_one_keeps_its(tmp_path):
    out = tmp_path / "report.md"
    assert explain("--output", str(out)) == 0
    assert out.stat().st_mode & 0o777 == 0o666 & ~_umask()  # readable by the job's other steps, not 0600
    out.chmod(0o640)
    assert explain("--output", str(out)) == 0
    assert out.stat().st_mode & 0o777 == 0o640


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("providr: mock\n", ".diagbot.yml: providr: unknown key 'providr'"),
        ("max_turns: ten\n", ".diagbot.yml: max_turns='ten': "),
        ("api_key: sk-x\n", ".diagbot.yml: api_key: keep API keys out of the repository"),
        ("base_url: notaurl\n", ".diagbot.yml: base_url='notaurl': not an http(s) URL"),
        ("format: html\n", ".diagbot.yml: format='html': "),
    ],
)
def test_question_refuses_the_config_file_explain_refuses(tmp_path, capsys, text, said):
    (tmp_path / ".diagbot.yml").write_text(text, encoding="utf-8")
    for command in (["explain", "--provider", "mock"], ["question"]):
        assert main([*command, "--log", LOG, "--repo", str(tmp_path)]) == 2
        assert one_error_line(capsys.readouterr().err).startswith(f"diagbot: error: {said}")


def test_progress_on_stderr_shows_a_calls_arguments_redacted_as_the_report_does(tmp_path, capsys):
    token = "ghp_" + "R4nd0mT0k3nV4lu3Xy2Qw8Er6Ty1Ui3Op5Ab"
    script = tmp_path / "script.yaml"
    script.write_text(f"- calls:\n    - tool: read_file\n      args: {{path: notes-{token}.txt}}\n- text: done\n")
    assert explain("--provider", "mock", "--script", str(script), "--output", str(tmp_path / "r.md")) == 0
    err = capsys.readouterr().err
    assert (token in err, token in (tmp_path / "r.md").read_text(), "notes-[REDACTED github-token].txt" in err) == (
        False,
        False,
        True,
    )
