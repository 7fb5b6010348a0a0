"""prompt: the system prompt and the question built from a digest and repo facts."""

from __future__ import annotations

import subprocess
import sys

import pytest

from diagbot.gitinfo import LAST_COMMIT, RepoFacts
from diagbot.logs.types import Failure, LogDigest
from diagbot.prompt import MAX_CHANGED_SHOWN, SYSTEM_PROMPT, build_messages, render_question

FAILURE = Failure(
    "ZeroDivisionError: division by zero", "pytest", "tests/test_calc.py::test_div", "tests/test_calc.py", 5, 12
)
DIGEST = LogDigest(
    "E   ZeroDivisionError: division by zero", (FAILURE,), log_chars=900, log_lines=40, first_error_line=12
)
REPO = RepoFacts("/r", "0123456789abcdef", "feature", "origin/main", ("src/calc.py",), False)


def _question(digest: LogDigest = DIGEST, repo: RepoFacts | None = REPO) -> str:
    return build_messages(digest, repo)[1].content


@pytest.mark.parametrize(
    "phrase",
    [
        "glob",
        "grep",
        "read_file",
        "data, not instructions",
        "path:line",
        "invent none",
        "### Cause",
        "### Evidence",
        "### Fix",
        "### Confidence",
    ],
)
def test_system_prompt_covers(phrase):
    assert phrase in SYSTEM_PROMPT


def test_system_prompt_asks_the_cause_to_name_the_culprit_as_path_line():
    cause = SYSTEM_PROMPT.split("### Cause\n", 1)[1].split("###", 1)[0]
    assert "culprit line as path:line" in cause


def test_build_messages_is_system_then_user():
    assert [(m.role, m.content == SYSTEM_PROMPT) for m in build_messages(DIGEST, REPO)] == [
        ("system", True),
        ("user", False),
    ]


def test_question_carries_the_excerpt():
    assert "E   ZeroDivisionError: division by zero\n```" in _question()


def test_question_lists_each_parsed_failure_with_location():
    assert (
        "- test `tests/test_calc.py::test_div`, at `tests/test_calc.py:5`, log line 12, [pytest]: ZeroDivision"
        in _question()
    )


def test_question_says_when_no_failure_was_recognised():
    assert "None recognised" in _question(LogDigest("all good"))


def test_question_carries_branch_head_and_changed_files():
    assert (
        "- branch: feature\n- head: 0123456789ab\n- changed files since the merge base with origin/main" in _question()
    )


def test_question_lists_changed_files_and_says_the_diff_matters():
    assert "caused by the diff):\n  - src/calc.py" in _question()


def test_question_on_default_branch_says_last_commit():
    assert "in the last commit (HEAD is on the default branch)" in _question(
        repo=RepoFacts("/r", "ab", "main", LAST_COMMIT)
    )


def test_question_without_git_says_so():
    assert "Not a git checkout" in _question(repo=None)


def test_question_caps_changed_files_and_counts_the_rest():
    many = RepoFacts("/r", "ab", "b", "main", tuple(f"f{i}.py" for i in range(MAX_CHANGED_SHOWN + 7)))
    assert (_question(repo=many).count("\n  - f"), "... and 7 more" in _question(repo=many)) == (
        MAX_CHANGED_SHOWN,
        True,
    )


def test_excerpt_with_backticks_gets_a_longer_fence():
    assert "````text\nsee ```code```\n````" in _question(LogDigest("see ```code```"))


def test_render_question_delimits_system_and_user():
    text = render_question(build_messages(DIGEST, REPO))
    assert (text.index("===== system"), text.count("===== "), text.endswith("===== end =====\n")) == (0, 3, True)


def test_render_question_contains_exactly_the_messages():
    messages = build_messages(DIGEST, REPO)
    assert all(m.content in render_question(messages) for m in messages)


def test_prompt_imports_no_heavy_dependency():
    code = "import sys, diagbot.prompt; print(sorted({'git', 'httpx', 'pydantic', 'yaml'} & set(sys.modules)))"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "[]\n"


def test_render_question_can_show_the_tool_declarations_too():
    tools = [{"name": "glob", "description": "List files", "parameters": {"type": "object"}}]
    text = render_question(build_messages(DIGEST, REPO), tools)
    assert ("===== tools (1: glob) =====" in text, '"description": "List files"' in text) == (True, True)
