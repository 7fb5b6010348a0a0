"""The offline provider, driven with hand-built tool results (no executor needed)."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from diagbot.citations import section_text
from diagbot.errors import UsageError
from diagbot.gitinfo import ChangeSet, FileChange, RepoFacts
from diagbot.llm.types import AssistantTurn, Message, Usage
from diagbot.logs.types import Failure, LogDigest
from diagbot.offline.change import import_pattern
from diagbot.offline.provider import MockProvider, _pick_failure

PY_FAIL = Failure(
    "AssertionError: assert 3 == 3.5", "pytest", "tests/test_calc.py::test_divide", "tests/test_calc.py", 5, 20
)
DIGEST = LogDigest("E   assert 3 == 3.5", (PY_FAIL,))
REPO = RepoFacts("/r", "abc", "feature", ChangeSet((FileChange("src/calc.py", "modified"),), "main"))
TEST_READ = "tests/test_calc.py (lines 1-5 of 5)\n" + "".join(
    f"{n:>4}\t{line}\n"
    for n, line in enumerate(
        ["from calc import divide", "", "", "def test_divide():", "    assert divide(7, 2) == 3.5"], 1
    )
)
SRC_READ = "src/calc.py (lines 1-6 of 6)\n" + "".join(
    f"{n:>4}\t{line}\n"
    for n, line in enumerate(
        ["def add(a, b):", "    return a + b", "", "", "def divide(a, b):", "    return a // b"], 1
    )
)
PY_RESULTS = [
    "tests/test_calc.py",
    "tests/test_calc.py:4:def test_divide():",
    TEST_READ,
    "src/calc.py:5:def divide(a, b):\ntests/test_calc.py:5:    assert divide(7, 2) == 3.5",
    SRC_READ,
]


def _numbered(text: str) -> str:
    """Text as the excerpt shows it: each line behind its number."""
    return "\n".join(f"{n:>3}|{line}" for n, line in enumerate(text.splitlines(), start=1))


def converse(provider: MockProvider, results: list[str], *, ok: bool = True, tools=()) -> list[AssistantTurn]:
    """Feed each call the next hand-built result until the provider concludes (or results run out)."""
    messages = [Message(role="system", content="s"), Message(role="user", content="q")]
    turns: list[AssistantTurn] = []
    pending = list(results)
    while len(turns) < 12:
        turn = provider.complete(messages, list(tools))
        turns.append(turn)
        messages.append(turn.message)
        if not turn.calls:
            break
        for call in turn.calls:
            messages.append(Message.tool_result(call.id, pending.pop(0) if pending else "", ok=ok))
    return turns


def calls(turns: list[AssistantTurn]) -> list[tuple[str, dict]]:
    return [(c.name, json.loads(c.args)) for t in turns for c in t.calls]


def test_first_turn_globs_for_the_failing_file_and_greps_for_the_failing_test_together():
    first = converse(MockProvider(DIGEST, REPO), [])[:1]
    grep = ("grep", {"pattern": "test_divide", "glob": "**/test_calc.py"})
    assert calls(first) == [("glob", {"pattern": "**/test_calc.py"}), grep]


def test_with_one_turn_for_calls_the_first_turn_makes_one_call():
    first = converse(MockProvider(DIGEST, REPO, max_turns=2), [])[:1]
    assert calls(first) == [("glob", {"pattern": "**/test_calc.py"})]


def test_python_plan_is_glob_grep_read_then_follows_into_the_called_function():
    names = [
        (name, args.get("path") or args.get("pattern"))
        for name, args in calls(converse(MockProvider(DIGEST, REPO), PY_RESULTS))
    ]
    assert names[:3] + names[4:] == [
        ("glob", "**/test_calc.py"),
        ("grep", "test_divide"),
        ("read_file", "tests/test_calc.py"),
        ("read_file", "src/calc.py"),
    ]


def test_grep_for_the_test_is_narrowed_to_the_failing_file():
    assert calls(converse(MockProvider(DIGEST, REPO), PY_RESULTS))[1] == (
        "grep",
        {"pattern": "test_divide", "glob": "**/test_calc.py"},
    )


def test_read_file_starts_a_few_lines_before_the_located_line():
    assert calls(converse(MockProvider(DIGEST, REPO), PY_RESULTS))[2][1] == {
        "path": "tests/test_calc.py",
        "offset": 1,
        "limit": 20,
    }


def test_definition_grep_names_the_function_called_on_the_failing_line():
    pattern = calls(converse(MockProvider(DIGEST, REPO), PY_RESULTS))[3][1]["pattern"]
    assert ("def|function|func|fn" in pattern, "divide" in pattern) == (True, True)


def test_call_ids_are_deterministic_and_sequential():
    assert [c.id for t in converse(MockProvider(DIGEST, REPO), PY_RESULTS) for c in t.calls] == [
        f"mock_{i}" for i in range(1, 6)
    ]


def test_conclusion_is_marked_heuristic_and_has_the_four_sections():
    text = converse(MockProvider(DIGEST, REPO), PY_RESULTS)[-1].text
    assert [s in text for s in ("no model was used", "### Cause", "### Evidence", "### Fix", "### Confidence")] == [
        True
    ] * 5


def test_conclusion_quotes_the_lines_the_tools_returned():
    text = converse(MockProvider(DIGEST, REPO), PY_RESULTS)[-1].text
    assert ("`tests/test_calc.py:5`: `assert divide(7, 2) == 3.5`" in text, "    return a // b" in text) == (True, True)


def test_conclusion_names_the_test_the_error_and_the_changed_file():
    text = converse(MockProvider(DIGEST, REPO), PY_RESULTS)[-1].text
    named = "`tests/test_calc.py::test_divide` fails with `AssertionError: assert 3 == 3.5`" in text
    assert (named, "changed vs main: `src/calc.py`" in text) == (True, True)


def test_conclusion_says_when_no_located_file_changed():
    text = converse(
        MockProvider(DIGEST, RepoFacts("/r", "a", "b", ChangeSet((FileChange("docs.md", "modified"),), "main"))),
        PY_RESULTS,
    )[-1].text
    assert "none of the located files changed vs main; changed: `docs.md`" in text


def test_no_located_file_changed_names_the_changes_sharing_the_failures_words_first_and_cites_none():
    patch = "@@ -0,0 +1,3 @@\n+def divide_evenly(a, b):\n+    digits = 2\n+    return round(a / b - 0.5, digits)\n"
    files = (
        FileChange("docs.md", "modified"),
        FileChange("src/banner.py", "modified", added=1, patch="@@ -1,0 +1,1 @@\n+WELCOME = 'hi'\n"),
        FileChange("src/evenly.py", "added", added=3, patch=patch),
    )
    repo = RepoFacts("/r", "a", "b", ChangeSet(files, "main"))
    text = converse(MockProvider(DIGEST, repo), PY_RESULTS)[-1].text
    assert "none of the located files changed vs main; changed: `src/evenly.py`, `src/banner.py`, `docs.md`" in text


def test_conclusion_ends_the_turn_without_calls():
    last = converse(MockProvider(DIGEST, REPO), PY_RESULTS)[-1]
    assert (last.calls, last.finish_reason) == ((), "stop")


def test_two_runs_are_identical():
    assert converse(MockProvider(DIGEST, REPO), PY_RESULTS) == converse(MockProvider(DIGEST, REPO), PY_RESULTS)


def test_usage_is_zero_tokens():
    assert {t.usage for t in converse(MockProvider(DIGEST, REPO), PY_RESULTS)} == {Usage(0, 0)}


def test_tool_choice_none_concludes_immediately():
    turn = MockProvider(DIGEST, REPO).complete([Message(role="user", content="q")], [], tool_choice="none")
    assert (turn.calls, "### Cause" in turn.text) == ((), True)


def test_no_failure_makes_at_most_a_glob_and_says_so():
    turns = converse(MockProvider(LogDigest("all 12 tests passed"), REPO), ["a.py\nb.py"])
    assert ([name for name, _ in calls(turns)], "no recognisable failure" in turns[-1].text) == (["glob"], True)


def test_without_a_digest_the_mock_claims_no_failure():
    assert "no recognisable failure" in converse(MockProvider(), ["a.py"])[-1].text


def test_failed_results_are_not_mistaken_for_findings():
    text = converse(MockProvider(DIGEST, REPO), ["no such file"] * 5, ok=False)[-1].text
    assert "which no tool result showed" in text


def test_arguments_the_schema_does_not_declare_are_dropped():
    tools = [{"name": "read_file", "parameters": {"properties": {"path": {}}}}]
    assert calls(converse(MockProvider(DIGEST, REPO), PY_RESULTS, tools=tools))[2][1] == {"path": "tests/test_calc.py"}


def test_inject_bad_args_makes_the_first_call_the_seeds_edit_file():
    assert calls(converse(MockProvider(DIGEST, REPO, inject="bad_args"), [])[:1]) == [
        ("edit_file", {"path": "src/calc.js", "old": "a / b"})
    ]


def test_inject_bad_args_reads_the_failure_and_goes_on():
    messages = [Message(role="user", content="q")]
    first = MockProvider(DIGEST, REPO, inject="bad_args").complete(messages, [])
    messages += [
        first.message,
        Message.tool_result("mock_1", "there is no tool named edit_file. Available: glob", ok=False),
    ]
    second = MockProvider(DIGEST, REPO, inject="bad_args").complete(messages, [])
    assert (second.calls[0].name, second.calls[0].id, "no tool named edit_file" in second.text) == (
        "glob",
        "mock_2",
        True,
    )


def test_inject_bad_args_still_concludes():
    turns = converse(MockProvider(DIGEST, REPO, inject="bad_args"), ["there is no tool named edit_file", *PY_RESULTS])
    assert (len(calls(turns)), "### Cause" in turns[-1].text) == (6, True)


def test_unknown_inject_is_a_usage_error():
    with pytest.raises(UsageError, match="INJECT=typo: unknown"):
        MockProvider(inject="typo")


def test_provider_names():
    assert (MockProvider().name, MockProvider().model) == ("mock", "diagbot-offline")


def _first_grep(test: str) -> str:
    failure = Failure("boom", "x", test, "t/x_test.go", None)
    return calls(converse(MockProvider(LogDigest("", (failure,))), ["t/x_test.go"])[:2])[1][1]["pattern"]


@pytest.mark.parametrize(
    ("test", "pattern"),
    [
        ("tests/test_calc.py::TestCalc::test_divide[1-0]", "test_divide"),
        ("calc \u203a divides by zero", "divides\\ by\\ zero"),
        ("TestDivide/by_zero", "TestDivide"),
        ("com.acme.CalcTest.testDivide", "testDivide"),
        ("CalcTest > testDivide()", "testDivide"),
        ("tests::divides_by_zero", "divides_by_zero"),
        ("CalcTest.adds two numbers", "adds\\ two\\ numbers"),  # ExUnit: the module, then the test's sentence
        ("Calc.MathTest.adds two numbers", "adds\\ two\\ numbers"),
        ("Array.prototype.map skips holes", "map\\ skips\\ holes"),  # still a substring of the test's name
        ("CartTest.test_total_applies_discount", "test_total_applies_discount"),  # minitest
    ],
)
def test_grep_searches_the_function_part_of_the_test_id(test, pattern):
    assert _first_grep(test) == pattern


def test_without_a_test_grep_searches_the_symbol_the_error_quotes():
    failure = Failure("NameError: name 'totl' is not defined", "python", None, "app/models.py", 9)
    assert calls(converse(MockProvider(LogDigest("", (failure,))), ["app/models.py"])[:2])[1][1] == {
        "pattern": "\\btotl\\b"
    }


def _callee_after_reading(test_line: str, test: str = "t") -> str:
    failure = Failure("boom", "x", test, "src/x.test.js", 3)
    read = f"src/x.test.js (lines 1-4 of 4)\n   1\t\n   2\t\n   3\t{test_line}\n   4\t\n"
    hit = "1 matching line in 1 file for `t`:\nsrc/x.test.js:1:test('t', () => {"
    turns = converse(MockProvider(LogDigest("", (failure,))), ["src/x.test.js", hit, read])
    return re.search(r"calls `(\w+)`", turns[2].text)[1]  # glob and grep, then the read: the next turn follows


@pytest.mark.parametrize(
    "line",
    [
        "  expect(divide(6, 3)).toBe(2);",  # jest
        '\tif got := Divide(6, 3); got != 2 { t.Errorf("bad") }',  # go
        "    assert_eq!(divide(6, 3), 2);",  # rust
        "    assertEquals(2, calc.divide(6, 3));",  # java
        "    expect(Calc.divide(6, 3)).to eq(2)",  # ruby
        "    self.assertEqual(divide(6, 3), 2)",  # unittest
    ],
)
def test_follows_the_function_called_on_the_failing_line(line):
    assert _callee_after_reading(line).lower() == "divide"


def test_a_test_that_calls_only_helpers_concludes_after_reading_it():
    failure = Failure("boom", "x", "t", "src/x.test.js", 1)
    read = "x (lines 1-1 of 1)\n   1\tassert.ok(false);\n"
    hit = "1 matching line in 1 file for `t`:\nsrc/x.test.js:1:test('t', () => {"
    turns = converse(MockProvider(LogDigest("", (failure,))), ["src/x.test.js", hit, read])
    assert [name for name, _ in calls(turns)] == ["glob", "grep", "read_file"]


PY_TRACEBACK = """Traceback (most recent call last):
  File "/usr/lib/python3.11/runpy.py", line 198, in _run_module_as_main
  File "/r/app/main.py", line 4, in <module>
  File "/r/app/calc.py", line 2, in divide
  File "/usr/lib/python3.11/site-packages/x.py", line 9, in inner
ZeroDivisionError: division by zero
"""


def test_from_a_traceback_it_reads_the_innermost_repository_frame():
    failure = Failure("ZeroDivisionError: division by zero", "python", None, "app/main.py", 4)
    turns = converse(
        MockProvider(LogDigest(_numbered(PY_TRACEBACK), (failure,)), REPO), ["app/main.py", "x (lines 1-4 of 4)\n"]
    )
    assert [args.get("path") for name, args in calls(turns) if name == "read_file"] == ["app/main.py", "app/calc.py"]


def test_from_a_js_stack_it_reads_the_first_frame_outside_node_modules():
    stack = (
        "TypeError: x is undefined\n    at lib (node_modules/l/i.js:1:1)\n    at total (src/cart.js:7:12)\n"
        "    at Object.<anonymous> (test/cart.test.js:4:5)\n"
    )
    failure = Failure("TypeError: x is undefined", "jest", "cart totals", "test/cart.test.js", 4)
    turns = converse(
        MockProvider(LogDigest(_numbered(stack), (failure,))), ["test/cart.test.js", "", "x (lines 1-4 of 4)\n"]
    )
    assert [args.get("path") for name, args in calls(turns) if name == "read_file"] == [
        "test/cart.test.js",
        "src/cart.js",
    ]


def _script(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "conv.yaml"
    path.write_text(text, encoding="utf-8")
    return path


SCRIPT = """
- calls:
    - tool: glob
      args: {pattern: "**/*.py"}
    - tool: grep
      args: '{"pattern": '
- text: "### Cause\\nscripted"
"""


def test_script_replays_calls_in_order_with_raw_args_kept(tmp_path):
    turns = converse(MockProvider(script=_script(tmp_path, SCRIPT)), ["a.py", "bad json"])
    assert [(c.id, c.name, c.args) for c in turns[0].calls] == [
        ("mock_1", "glob", '{"pattern": "**/*.py"}'),
        ("mock_2", "grep", '{"pattern": '),
    ]


def test_script_ends_with_its_text(tmp_path):
    turns = converse(MockProvider(script=_script(tmp_path, SCRIPT)), ["a.py", "x"])
    assert (len(turns), turns[-1].text) == (2, "### Cause\nscripted")


def test_script_model_names_the_file(tmp_path):
    assert MockProvider(script=_script(tmp_path, SCRIPT)).model == "script:conv.yaml"


def test_script_past_its_end_says_so(tmp_path):
    turns = converse(MockProvider(script=_script(tmp_path, "- calls: [{tool: glob, args: {pattern: x}}]")), ["a"])
    assert turns[-1].text == "(the script ended after 1 turns)"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "expected a non-empty list of turns"),
        ("calls: []", "expected a non-empty list of turns"),
        ("- [1, 2]", "turn 1: expected a mapping with `calls`"),
        ("- {text: ok}\n- {say: hi}", "turn 2: expected a mapping with `calls`"),
        ("- {text: 3}", "turn 1: `text` must be a string"),
        ("- {calls: []}", "turn 1: `calls` must be a non-empty list"),
        ("- {calls: [{name: glob}]}", "turn 1, call 1: expected {tool: NAME"),
        ("- {calls: [{tool: glob, args: [1]}]}", "turn 1, call 1: `tool` must be a name and `args` a mapping"),
        ("- {calls: [", "not valid YAML"),
        ("- text: " + "[" * 5000 + "]" * 5000, "nested too deeply"),
        ("- {calls: [{tool: read_file, args: {offset: 1" + "0" * 5000 + "}}]}", "more than 4,300 digits"),
    ],
)
def test_bad_script_is_a_usage_error_naming_file_and_fault(tmp_path, text, message):
    with pytest.raises(UsageError, match=r"conv\.yaml: .*" + re.escape(message)):
        MockProvider(script=_script(tmp_path, text))


def test_script_not_utf8_is_a_usage_error(tmp_path):
    path = tmp_path / "conv.yaml"
    path.write_bytes(b"- text: \xff\xfe\n")
    with pytest.raises(UsageError, match=r"conv\.yaml: not UTF-8 text"):
        MockProvider(script=path)


def test_missing_script_is_a_usage_error(tmp_path):
    with pytest.raises(UsageError, match=r"nope\.yaml: cannot read the script"):
        MockProvider(script=tmp_path / "nope.yaml")


def _reads_after(excerpt: str, failure: Failure) -> list[str]:
    turns = converse(
        MockProvider(LogDigest(_numbered(excerpt), (failure,))), [failure.path or "", "", "x (lines 1-4 of 4)\n"]
    )
    return [args["path"] for name, args in calls(turns) if name == "read_file"]


def test_from_pytest_output_it_reads_the_last_location_line():
    excerpt = (
        "    def test_divide():\n>       assert divide(1, 0) == 0\n\n"
        "tests/test_calc.py:5: \n\nsrc/calc.py:6: ZeroDivisionError\n"
    )
    failure = Failure(
        "ZeroDivisionError: division by zero", "pytest", "tests/test_calc.py::test_divide", "tests/test_calc.py", 5
    )
    assert _reads_after(excerpt, failure) == ["tests/test_calc.py", "src/calc.py"]


def test_from_a_go_panic_it_reads_the_first_repository_frame():
    excerpt = (
        "panic: runtime error: integer divide by zero\ngoroutine 7 [running]:\n"
        "\t/usr/lib/go/src/testing/testing.go:1595 +0x1d\n\tcalc/calc.go:4 +0x1d\n"
    )
    failure = Failure("panic: runtime error: integer divide by zero", "go", "TestDivide", "calc/calc_test.go", 8)
    assert _reads_after(excerpt, failure) == ["calc/calc_test.go", "calc/calc.go"]


def test_a_failure_with_an_empty_message_still_concludes():
    turns = converse(
        MockProvider(LogDigest("", (Failure("", "generic", None, "a.c", 3),))), ["a.c", "a.c (1)\n   3\tint x = y;\n"]
    )
    assert "`a.c:3`: `int x = y;`" in turns[-1].text


# --- end to end on real repositories: real git facts, real tools, the real loop ---------------------------------


def _diagnose(make_repo, git, files: dict[str, str], changed: dict[str, str], failure: Failure, name: str = "repo"):
    from diagbot.agent import run_loop
    from diagbot.gitinfo import repo_facts
    from diagbot.prompt import build_messages
    from diagbot.tools.executor import Executor

    root = make_repo(files, name=name)
    git(root, "checkout", "-q", "-b", "feature")
    for rel, text in changed.items():
        (root / rel).write_text(text, encoding="utf-8")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "the change under test")
    digest, repo = LogDigest(failure.message, (failure,)), repo_facts(root, {})
    return run_loop(MockProvider(digest, repo), Executor.for_root(root, repo=repo), build_messages(digest, repo))


PY_FILES = {
    "src/calc.py": "def add(a, b):\n    return a + b\n\n\ndef divide(a, b):\n    return a / b\n",
    "tests/test_calc.py": "from src.calc import divide\n\n\ndef test_divide():\n    assert divide(7, 2) == 3\n",
}
JS_FILES = {
    "src/calc.js": "function divide(a, b) {\n  return a / b;\n}\n\nmodule.exports = { divide };\n",
    "test/calc.test.js": (
        "const { divide } = require('../src/calc');\n\ntest('divides', () => {\n  expect(divide(6, 3)).toBe(2);\n});\n"
    ),
}
GO_FILES = {
    "go.mod": "module example.com/calc\n\ngo 1.22\n",
    "calc.go": "package calc\n\nfunc Divide(a, b int) int {\n\treturn a / b\n}\n",
    "calc_test.go": (
        'package calc\n\nimport "testing"\n\nfunc TestDivide(t *testing.T) {\n'
        '\tif got := Divide(6, 3); got != 2 {\n\t\tt.Errorf("Divide(6, 3) = %d, want 2", got)\n\t}\n}\n'
    ),
}


def test_python_pytest_failure_is_traced_to_the_changed_function(make_repo, git):
    failure = Failure("assert 3.5 == 3", "pytest", "tests/test_calc.py::test_divide", "tests/test_calc.py", 5, 12)
    d = _diagnose(make_repo, git, PY_FILES, {"src/calc.py": PY_FILES["src/calc.py"].replace("a + b", "b + a")}, failure)
    reads = [t.args["path"] for t in d.trace if t.tool == "read_file"]
    assert (
        d.status,
        reads,
        "`src/calc.py:5`: `def divide(a, b):`" in d.conclusion,
        "changed vs main: `src/calc.py`" in d.conclusion,
    ) == ("concluded", ["tests/test_calc.py", "src/calc.py"], True, True)


def test_js_jest_failure_is_traced_to_the_called_function(make_repo, git):
    failure = Failure("expect(received).toBe(expected)", "jest", "divides", "test/calc.test.js", 4, 30)
    d = _diagnose(make_repo, git, JS_FILES, {"src/calc.js": JS_FILES["src/calc.js"].replace("a / b", "b / a")}, failure)
    tools = [t.tool for t in d.trace]
    assert (tools, "`src/calc.js:1`: `function divide(a, b) {`" in d.conclusion) == (
        ["glob", "grep", "grep", "read_file", "grep", "read_file", "diff"],  # the third: the changed definitions
        True,
    )


def test_go_failure_is_traced_to_the_called_function(make_repo, git):
    failure = Failure("Divide(6, 3) = 0, want 2", "go", "TestDivide", "calc_test.go", 7, 3)
    d = _diagnose(make_repo, git, GO_FILES, {"calc.go": GO_FILES["calc.go"].replace("a / b", "b / a")}, failure)
    assert ("`calc.go:3`: `func Divide(a, b int) int {`" in d.conclusion, "`calc.go`" in d.conclusion, d.status) == (
        True,
        True,
        "concluded",
    )


def test_every_call_on_a_real_repository_succeeds(make_repo, git):
    failure = Failure("assert 3.5 == 3", "pytest", "tests/test_calc.py::test_divide", "tests/test_calc.py", 5, 12)
    d = _diagnose(make_repo, git, PY_FILES, {"README.md": "x\n"}, failure)
    assert [t.summary for t in d.trace if not t.ok] == []


def test_real_runs_are_deterministic(make_repo, git):
    failure = Failure("assert 3.5 == 3", "pytest", "tests/test_calc.py::test_divide", "tests/test_calc.py", 5, 12)
    first = _diagnose(make_repo, git, PY_FILES, {"README.md": "x\n"}, failure)
    again = _diagnose(make_repo, git, PY_FILES, {"README.md": "x\n"}, failure, name="again")
    assert (first.conclusion, [t.content for t in first.trace]) == (again.conclusion, [t.content for t in again.trace])


def test_a_failed_frame_read_keeps_the_code_already_located():
    failure = Failure("ZeroDivisionError: division by zero", "python", None, "app/main.py", 2)
    provider = MockProvider(LogDigest(_numbered(PY_TRACEBACK), (failure,)), REPO)
    messages = [Message(role="user", content="q")]
    results = [("app/main.py", True), ("app/main.py (lines 1-2 of 2)\n1: import calc\n2: calc.divide(1, 0)\n", True)]
    results.append(("no file app/calc.py in the repository", False))
    for content, ok in results:
        turn = provider.complete(messages, [])
        messages += [turn.message, Message.tool_result(turn.calls[0].id, content, ok=ok)]
    assert "`app/main.py:2`: `calc.divide(1, 0)`" in provider.complete(messages, []).text


RUST_LIB = """pub fn divide(a: i32, b: i32) -> i32 {
    b / a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn divides() {
        assert_eq!(divide(6, 3), 2);
    }
}
"""


def test_rust_failure_inside_the_source_file_follows_into_the_function(make_repo, git):
    failure = Failure("assertion `left == right` failed", "cargo", "tests::divides", "src/lib.rs", 11, 40)
    files = {"Cargo.toml": '[package]\nname = "calc"\n', "src/lib.rs": RUST_LIB.replace("b / a", "a / b")}
    d = _diagnose(make_repo, git, files, {"src/lib.rs": RUST_LIB}, failure)
    reads = [(t.args["path"], t.args["offset"]) for t in d.trace if t.tool == "read_file"]
    assert (reads, "`src/lib.rs:1`: `pub fn divide(a: i32, b: i32) -> i32 {`" in d.conclusion) == (
        [("src/lib.rs", 6), ("src/lib.rs", 1)],
        True,
    )


JAVA_TEST = """package com.acme;

class CalcTest {
    @Test
    void testDivide() {
        assertEquals(2, new Calc().divide(6, 3));
    }
}
"""
JAVA_SRC = (
    "package com.acme;\n\npublic class Calc {\n    public int divide(int a, int b) {\n        return b / a;\n    }\n}\n"
)


def test_java_failure_finds_the_method_definition(make_repo, git):
    failure = Failure(
        "expected: <2> but was: <0>",
        "surefire",
        "com.acme.CalcTest.testDivide",
        "src/test/java/com/acme/CalcTest.java",
        6,
    )
    files = {
        "src/test/java/com/acme/CalcTest.java": JAVA_TEST,
        "src/main/java/com/acme/Calc.java": JAVA_SRC.replace("b / a", "a / b"),
    }
    d = _diagnose(make_repo, git, files, {"src/main/java/com/acme/Calc.java": JAVA_SRC}, failure)
    assert "`src/main/java/com/acme/Calc.java:4`: `public int divide(int a, int b) {`" in d.conclusion


def test_a_failure_reported_apart_from_its_test_is_completed_from_it():
    located = Failure("AssertionError", "pytest", None, "tests/test_calc.py", 5, 14)
    named = Failure("assert 3 == 3.5", "pytest", "test_divide", None, None, 16)
    turns = converse(MockProvider(LogDigest("", (located, named))), ["tests/test_calc.py"])
    assert calls(turns)[1] == ("grep", {"pattern": "test_divide", "glob": "**/test_calc.py"})


def test_tool_choice_none_mid_run_concludes_from_what_was_read():
    provider, messages = MockProvider(DIGEST, REPO), [Message(role="user", content="q")]
    results = iter(PY_RESULTS[:3])
    while len(messages) < 6:  # glob and grep in one turn, then the read
        turn = provider.complete(messages, [])
        messages += [turn.message, *(Message.tool_result(c.id, next(results), ok=True) for c in turn.calls)]
    assert (
        "`tests/test_calc.py:5`: `assert divide(7, 2) == 3.5`"
        in provider.complete(messages, [], tool_choice="none").text
    )


def test_out_of_turns_the_loop_still_gets_a_conclusion(make_repo):
    from diagbot.agent import run_loop
    from diagbot.prompt import build_messages
    from diagbot.tools.executor import Executor

    root = make_repo(PY_FILES)
    d = run_loop(MockProvider(DIGEST, None), Executor.for_root(root), build_messages(DIGEST, None), max_turns=2)
    assert (d.status, [t.tool for t in d.trace], "### Cause" in d.conclusion) == (
        "out_of_turns",
        ["glob", "grep", "read_file"],  # glob and grep together, then one call in the second turn
        True,
    )


@pytest.mark.parametrize(
    "line",
    [
        "def divide(a, b):",  # python, elixir, scala
        "export function divide(a, b) {",  # js
        "export const divide = (a: number, b: number): number => a / b;",  # ts
        "const divide = async function (a, b) {",  # js
        "func (c *Calc) divide(a, b int) int {",  # go method
        "pub fn divide(a: i32, b: i32) -> i32 {",  # rust
        "    public static int divide(int a, int b) throws ArithmeticException {",  # java
        "  def self.divide(a, b)",  # ruby
        "int divide(int a, int b)",  # c
        "  divide(a, b) {",  # js class method
    ],
)
def test_definition_search_matches_each_language(line):
    from diagbot.offline.code import definitions as _definitions

    assert re.search("|".join(_definitions("divide")), line)


@pytest.mark.parametrize(
    "line", ["    return divide(a, b)", "    x = divide(1, 2);", "\tif divide(a, b) {", "  await divide(a, b)"]
)
def test_definition_search_ignores_calls(line):
    from diagbot.offline.code import definitions as _definitions

    assert not re.search("|".join(_definitions("divide")), line)


def test_the_most_certain_definition_is_read_first():
    defs = "2 matching lines in 2 files for `x`:\nlib/a.js:3:  divide(a, b)\nlib/b.js:9:function divide(a, b) {"
    turns = converse(
        MockProvider(LogDigest("", (Failure("boom", "jest", "t", "t/x.test.js", 1),))),
        [
            "t/x.test.js",
            "1 matching line in 1 file for `t`:\nt/x.test.js:1:test('t', () => {",
            "h\n1: expect(divide(1, 0))\n",
            defs,
        ],
    )
    assert calls(turns)[4][1]["path"] == "lib/b.js"


def test_a_message_that_only_restates_the_test_is_not_called_the_error():
    failure = Failure("● calc \u203a divides", "jest", "calc \u203a divides", None)
    assert "`calc \u203a divides` fails." in converse(MockProvider(LogDigest("", (failure,))), ["a"])[-1].text


def test_a_whole_failure_record_keeps_its_own_message():
    first = Failure("assert 1150 == 850", "pytest", "test_a", "tests/test_x.py", 15, 30)
    second = Failure("assert 1320 == 1080 (where a much longer message)", "pytest", "test_b", "tests/test_x.py", 19, 31)
    assert _pick_failure(LogDigest("", (first, second))) == first


def test_a_build_error_without_a_test_asks_for_the_error_to_go_not_for_a_test_to_pass():
    failure = Failure("type mismatch; (found: String, required: Int)", "sbt", None, "src/Calc.scala", 2)
    read = 'src/Calc.scala (lines 1-3 of 3)\n   1\tobject Calc {\n   2\t  def one: Int = "1"\n   3\t}\n'
    text = converse(MockProvider(LogDigest("", (failure,)), REPO), ["src/Calc.scala", read])[-1].text
    fix = text.split("### Fix\n", 1)[1].split("\n", 1)[0]
    assert fix == (
        "Fix `one` at `src/Calc.scala:2` so that `type mismatch; (found: String, required: Int)` goes away;"
        " then re-run the failing step."
    )


def test_a_located_error_never_takes_the_message_of_an_error_in_another_file():
    first = Failure("undefined reference to `total'", "ld", path="main.c", log_line=6)
    other = Failure("undefined reference to `round_cents_up'", "ld", path="src/cart.c", line=41, log_line=7)
    assert _pick_failure(LogDigest("", (first, other))).message == "undefined reference to `total'"


def test_grep_skips_quoted_words_too_short_or_too_common_to_find_a_symbol():
    failure = Failure("unexpected 'else', expecting 'end' near 'x' in `render_total`", "ruby", None, "app/view.rb", 9)
    assert calls(converse(MockProvider(LogDigest("", (failure,))), ["app/view.rb"])[:2])[1][1] == {
        "pattern": "\\brender_total\\b"
    }


def test_a_failure_that_names_no_file_is_not_called_unnamed_or_unrecognised():
    failure = Failure('The command "./install-jdk.sh" exited with 127.', "first-error", log_line=523)
    turns = converse(MockProvider(LogDigest("", (failure,)), REPO), ["a.py"])
    assert "The failure names no file" in turns[0].text
    assert "- no file is named or found" in turns[-1].text
    assert "`?`" not in turns[-1].text


@pytest.mark.parametrize(
    ("test", "name"),
    [
        ("TokenBucket \u203a take() waits for a refill", "take() waits for a refill"),  # parentheses in the title
        ("testParses(com.acme.ParserTest)", "testParses"),  # JUnit's class in trailing parentheses
        ("tests/test_a.py::test_b[case-1]", "test_b"),
    ],
)
def test_the_searched_test_name_keeps_parentheses_inside_a_title(test: str, name: str):
    from diagbot.offline.findings import test_name as _test_name

    assert _test_name(Failure("boom", "x", test)) == name


def test_the_evidence_quotes_the_log_line_that_says_the_message_not_the_blocks_header():
    from diagbot.offline.log import said_at as _said_at

    excerpt = (
        "  : line 1 omitted\n 2|=== FAILURES ===\n 3*warning: x\n  : repeated 3 times, to line 5\n"
        "  : 16 lines of routine output (installs, downloads, passing tests, coverage, boilerplate), lines 6-21\n"
        "22|____ test_discount ____\n23|\n24|    def test_discount():\n25|>       assert f(1000) == 850\n"
        "26|E       assert 1150 == 850\n27|E        +  where 1150 = f(1000)\n28|\n  : lines 29-40 omitted"
    )
    failure = Failure("AssertionError: assert 1150 == 850 (where 1150 = f(1000))", "pytest", "test_d", None, 5, 13)
    assert _said_at(LogDigest(excerpt, (failure,)), failure).log_line == 26
    elsewhere = replace(failure, message="KeyError: 'price' missing from the order")
    assert _said_at(LogDigest(excerpt, (elsewhere,)), elsewhere).log_line == 13  # not shown: the record's own line


def test_a_sanitizers_stack_gives_the_innermost_repository_frame():
    from diagbot.offline.log import innermost_frame as _innermost_frame

    excerpt = (
        "==692==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000008\n"
        "    #0 0x556b445641c9 in strlist_remove src/strlist.c:31\n    #1 0x556b445637e2 in main tests/t.c:19\n"
        "    #2 0x7f0888245249 in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58\n"
    )
    assert _innermost_frame(LogDigest(_numbered(excerpt), ()), None) == ("src/strlist.c", 31)


def test_a_lint_error_keeps_its_own_message_not_a_longer_one_from_the_same_file():
    first = Failure("F401 [*] `json` imported but unused", "ruff", None, "webhooks/dispatch.py", 3, 1)
    other = Failure("E711 Comparison to `None` should be `cond is None` in the retry branch", "ruff", None,
                    "webhooks/dispatch.py", 27, 9)  # fmt: skip
    assert _pick_failure(LogDigest("", (first, other))) == first


def test_a_changed_hunk_in_the_called_function_is_read_and_named_in_the_cause(make_repo, git):
    failure = Failure("expect(received).toBe(expected)", "jest", "divides", "test/calc.test.js", 4, 30)
    d = _diagnose(make_repo, git, JS_FILES, {"src/calc.js": JS_FILES["src/calc.js"].replace("a / b", "b / a")}, failure)
    diff = next(t for t in d.trace if t.tool == "diff")
    assert (diff.args, diff.ok) == ({"path": "src/calc.js", "offset": 1, "limit": 7}, True)
    assert (
        "; the branch changed `src/calc.js:2` (`- return a / b;` → `+ return b / a;`), in code the failure reaches.\n"
        in (d.conclusion)
    )
    assert "### Confidence\nmedium" in d.conclusion
    # the way there is the evidence's, not the cause's: the places to look start with the change, the test line last
    cause, evidence = section_text(d.conclusion, "cause"), section_text(d.conclusion, "evidence")
    assert ("test/calc.test.js:4" in cause, "- `test/calc.test.js:4`:" in evidence) == (False, True)
    assert evidence.index("- the branch's diff at `src/calc.js:2`") < evidence.index("- `test/calc.test.js:4`:")


def test_a_changed_hunk_the_failure_does_not_reach_is_not_blamed(make_repo, git):
    failure = Failure("assert 3.5 == 3", "pytest", "tests/test_calc.py::test_divide", "tests/test_calc.py", 5, 12)
    d = _diagnose(make_repo, git, PY_FILES, {"src/calc.py": PY_FILES["src/calc.py"].replace("a + b", "b + a")}, failure)
    assert ("diff" in [t.tool for t in d.trace], "the branch changed" in d.conclusion) == (False, False)
    assert "### Confidence\nlow" in d.conclusion


LONG_DIVIDE = {  # a function long enough that changes at its top and its bottom are two hunks
    "src/calc.py": "def divide(a, b):\n" + "".join(f"    x{i} = {i}\n" for i in range(1, 13)) + "    return a / b\n",
    "tests/test_calc.py": PY_FILES["tests/test_calc.py"],
}
DIVIDE_FAILS = Failure("assert 3.5 == 3", "pytest", "tests/test_calc.py::test_divide", "tests/test_calc.py", 5, 12)


def test_several_changed_hunks_in_reach_the_nearest_is_read_and_the_others_listed(make_repo, git):
    changed = LONG_DIVIDE["src/calc.py"].replace("x2 = 2", "x2 = -2").replace("return a / b", "return b / a")
    d = _diagnose(make_repo, git, LONG_DIVIDE, {"src/calc.py": changed}, DIVIDE_FAILS)
    assert "the branch changed `src/calc.py:3` (`- x2 = 2` → `+ x2 = -2`)" in d.conclusion
    assert "- also changed in code the failure reaches: `src/calc.py:14`" in d.conclusion


def test_a_module_the_branch_renamed_is_named_when_the_failure_cannot_import_it(make_repo, git):
    from diagbot.agent import run_loop
    from diagbot.gitinfo import repo_facts
    from diagbot.prompt import build_messages
    from diagbot.tools.executor import Executor

    root = make_repo(PY_FILES)
    git(root, "checkout", "-q", "-b", "feature")
    git(root, "mv", "src/calc.py", "src/calculator.py")
    git(root, "commit", "-qm", "rename calc")
    failure = Failure("ModuleNotFoundError: No module named 'src.calc'", "pytest", None, "tests/test_calc.py", 1, 9)
    digest, repo = LogDigest(failure.message, (failure,)), repo_facts(root, {})
    d = run_loop(MockProvider(digest, repo), Executor.for_root(root, repo=repo), build_messages(digest, repo))
    assert "; the branch renamed `src/calc.py` → `src/calculator.py`;" in d.conclusion
    assert "Update the import to its new name." in d.conclusion


INVOICE = {
    "src/invoice.py": (
        'def rate(kind):\n    if kind == "vat":\n        return 0.2\n    return 0.0\n\n\n'
        'def total(cents):\n    return round(cents * (1 + rate("vat")))\n'
    ),
    "tests/test_invoice.py": "from src.invoice import total\n\n\ndef test_total():\n    assert total(100) == 120\n",
}


def test_a_change_one_call_further_in_is_found_in_the_changed_files_and_read(make_repo, git):
    failure = Failure("assert 125 == 120", "pytest", "tests/test_invoice.py::test_total", "tests/test_invoice.py", 5, 9)
    changed = {"src/invoice.py": INVOICE["src/invoice.py"].replace("0.2", "0.25")}
    d = _diagnose(make_repo, git, INVOICE, changed, failure)
    # `total` calls `rate`, whose definition the diff shows above its changed line: that change is read next
    assert [t.tool for t in d.trace][-2:] == ["read_file", "diff"]
    assert "the branch changed `src/invoice.py:3` (`- return 0.2` → `+ return 0.25`)" in d.conclusion
    assert "in code that `src/invoice.py` calls at line 7" in d.conclusion
    fix = "### Fix\nRevert the change at `src/invoice.py:3`, or adapt the code to it, so that the test passes;"
    assert fix in d.conclusion


def test_without_a_change_it_does_not_go_one_call_further(make_repo, git):
    failure = Failure("assert 125 == 120", "pytest", "tests/test_invoice.py::test_total", "tests/test_invoice.py", 5, 9)
    d = _diagnose(make_repo, git, INVOICE, {"README.md": "x\n"}, failure)
    assert [t.tool for t in d.trace] == ["glob", "grep", "read_file", "grep", "read_file"]


PRICES = {
    "src/rates.py": "VAT = 0.2\n",
    "src/price.py": "def price(cents):\n    return cents\n",
    "tests/test_price.py": (
        "from src.price import price\nfrom src.rates import VAT\n\n\n"
        "def test_gross():\n    assert round(price(100) * (1 + VAT)) == 120\n"
    ),
}


def test_a_changed_file_the_failing_test_imports_is_read_when_the_calls_lead_elsewhere(make_repo, git):
    failure = Failure("assert 125 == 120", "pytest", "tests/test_price.py::test_gross", "tests/test_price.py", 6, 9)
    d = _diagnose(make_repo, git, PRICES, {"src/rates.py": "VAT = 0.25\n"}, failure)
    assert [t.tool for t in d.trace][-2:] == ["grep", "diff"]
    assert (
        "changed `src/rates.py:1` (`- VAT = 0.2` → `+ VAT = 0.25`), in a file the failing test imports" in d.conclusion
    )


def _yaml_rs(head: str, load: str) -> str:
    return (
        f"{head}\npub struct Doc(i64);\n\nmacro_rules! define_as {{\n    ($name:ident, $t:ty) => {{\n"
        "        pub fn $name(&self) -> Option<$t> { Some(self.0) }\n    };\n}\n\nimpl Doc {\n"
        f"    define_as!(as_i64, i64);\n}}\n\npub fn load(v: &str) -> Doc {{\n    Doc({load})\n}}\n\n"
        "#[cfg(test)]\nmod test {\n    use super::*;\n\n    #[test]\n    fn test_octal() {\n"
        '        let doc = load("0o77");\n        assert_eq!(doc.as_i64(), Some(63));\n    }\n}\n'
    )


CRATE = {
    "src/lib.rs": "mod parser;\npub mod yaml;\n",
    "src/parser.rs": "pub fn split(v: &str) -> Vec<&str> {\n    v.split(',').collect()\n}\n",
    "src/yaml.rs": _yaml_rs("use crate::parser::*;\n", "i64::from_str_radix(&split(v)[0][2..], 8).unwrap()"),
}


def test_a_rust_use_line_names_the_changed_module_not_the_crates_root(make_repo, git):
    changed = {
        "src/lib.rs": "mod parser;\nmod scalar;\npub mod yaml;\n",
        "src/scalar.rs": "pub fn parse_int(v: &str) -> Option<i64> {\n    i64::from_str_radix(&v[2..], 16).ok()\n}\n",
        "src/yaml.rs": _yaml_rs(
            "use crate::parser::*;\nuse crate::scalar::parse_int;\n",
            "parse_int(split(v)[0]).unwrap()",
        ),
    }
    line = changed["src/yaml.rs"].splitlines().index("        assert_eq!(doc.as_i64(), Some(63));") + 1
    failure = Failure("assertion `left == right` failed (left: 119, right: 63)", "cargo", "yaml::test::test_octal",
                      "src/yaml.rs", line, 9)  # fmt: skip
    d = _diagnose(make_repo, git, CRATE, changed, failure)
    assert "the branch changed `src/scalar.rs:" in d.conclusion, d.conclusion
    assert "mod scalar;" not in d.conclusion.split("### Evidence")[0]  # the crate's root only declares it


LAYERED = {
    "src/rates.py": "VAT = 0.2\n",
    "src/price.py": "from src.rates import VAT\n\n\ndef gross(cents):\n    return round(cents * (1 + VAT))\n",
    "tests/test_price.py": "from src.price import gross\n\n\ndef test_gross():\n    assert gross(100) == 120\n",
}


def test_a_changed_file_the_reached_code_imports_is_read(make_repo, git):
    failure = Failure("assert 125 == 120", "pytest", "tests/test_price.py::test_gross", "tests/test_price.py", 5, 9)
    changed = {"src/rates.py": "VAT = 0.25\n", "tests/test_price.py": LAYERED["tests/test_price.py"] + "\n# more\n"}
    d = _diagnose(make_repo, git, LAYERED, changed, failure)
    assert [t.tool for t in d.trace][-1] == "diff"
    assert "`src/rates.py:1` (`- VAT = 0.2` → `+ VAT = 0.25`)" in d.conclusion


def test_a_c_include_and_a_go_import_path_count_as_imports():
    rx = re.compile(import_pattern(["ringbuf", "money"]), re.M)
    assert [bool(rx.search(x)) for x in ('#include "ringbuf.h"', '\t"example.com/ledger/money"', "money = 1")] == [
        True,
        True,
        False,
    ]


def test_another_hunk_in_reach_is_cited_at_its_likeliest_line_not_its_first(make_repo, git):
    """A hunk whose first changed line only renames a local and whose last returns: the return is cited."""
    changed = LONG_DIVIDE["src/calc.py"].replace("x2 = 2", "x2 = -2").replace("x11 = 11", "eleven = 11")
    changed = changed.replace("return a / b", "return b / a")
    d = _diagnose(make_repo, git, LONG_DIVIDE, {"src/calc.py": changed}, DIVIDE_FAILS)
    assert "the branch changed `src/calc.py:3` (`- x2 = 2` → `+ x2 = -2`)" in d.conclusion
    assert "- also changed in code the failure reaches: `src/calc.py:14`" in d.conclusion  # not 12, where it starts


def test_two_more_lines_of_the_change_read_come_before_another_change_in_reach_and_the_rest_after(make_repo, git):
    """The change read added code at five places: the two nearest to the cited line are cited next, then the other
    change the failure reaches, then the change's remaining lines."""
    lines = "".join(f"    x{i} = {i}\n" for i in range(1, 31))
    files = {
        "src/calc.py": f"def divide(a, b):\n{lines}    return a / b\n",
        "tests/test_calc.py": PY_FILES["tests/test_calc.py"],
    }
    changed = files["src/calc.py"].replace("return a / b", "return b / a")
    for i in (1, 5, 9, 13, 17):  # lines 2, 6, 10, 14 and 18: one hunk, far from the return (line 32)
        changed = changed.replace(f"x{i} = {i}\n", f"x{i} = -{i}\n")
    d = _diagnose(make_repo, git, files, {"src/calc.py": changed}, DIVIDE_FAILS)
    evidence = section_text(d.conclusion, "evidence")
    assert "- the branch's diff at `src/calc.py:14`" in evidence  # the read change is cited at its own line
    said = [
        "- the same change also added code at `src/calc.py:18`, `src/calc.py:2`\n",
        "- also changed in code the failure reaches: `src/calc.py:32`\n",
        "- and the same change added code further at `src/calc.py:6`, `src/calc.py:10`\n",
    ]
    assert [evidence.find(line) for line in said] == sorted(evidence.find(line) for line in said)
    assert -1 not in [evidence.find(line) for line in said]
