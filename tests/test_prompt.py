"""prompt: the system prompt and the question built from a digest and repo facts."""

from __future__ import annotations

import subprocess
import sys

import pytest

from diagbot.gitinfo import LAST_COMMIT, ChangeSet, FileChange, RepoFacts
from diagbot.logs.types import GENERIC, Failure, LogDigest
from diagbot.prompt import SYSTEM_PROMPT, build_messages, render_question

FAILURE = Failure(
    "ZeroDivisionError: division by zero", "pytest", "tests/test_calc.py::test_div", "tests/test_calc.py", 5, 12
)
DIGEST = LogDigest(
    "E   ZeroDivisionError: division by zero", (FAILURE,), log_chars=900, log_lines=40, first_error_line=12
)
PATCH = "@@ -1,2 +1,2 @@\n def div(a, b):\n-    return a / b\n+    return a // b\n"
REPO = RepoFacts(
    "/r",
    "0123456789abcdef",
    "feature",
    ChangeSet((FileChange("src/calc.py", "modified", None, 1, 1, patch=PATCH),), "origin/main", "GITHUB_BASE_REF"),
)


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
        "- branch: feature\n- head: 0123456789ab\n\n## Changes\n"
        "The branch's diff: against origin/main (the pull request's target branch)." in _question()
    )


def test_question_lists_each_changed_file_with_status_and_counts():
    assert "\n- modified src/calc.py +1 -1 (hunks below)\n" in _question()


def test_question_on_default_branch_says_last_commit():
    last = RepoFacts("/r", "ab", "main", ChangeSet((FileChange("a.py", "added"),), LAST_COMMIT, "HEAD is on main"))
    assert "The branch's diff: in the last commit only (HEAD~1..HEAD; HEAD is on main)." in _question(repo=last)


def test_question_without_git_says_so():
    assert "Not a git checkout" in _question(repo=None)


def test_an_unknown_diff_is_said_with_its_reason_never_as_none():
    unknown = RepoFacts("/r", "ab", "b", ChangeSet(unknown="HEAD is the first commit: it has no parent"))
    question = _question(repo=unknown)
    assert ("(none)" in question, "## Changes\nThe branch's diff: unknown: HEAD is the first commit" in question) == (
        False,
        True,
    )


def test_system_prompt_asks_to_check_listed_changes_first_not_to_insist():
    assert "when the question lists changes, check them against that error before other code" in " ".join(
        SYSTEM_PROMPT.split()
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


def test_question_says_a_generic_failure_comes_from_an_unknown_runner():
    generic = Failure("expect(received).toBe(expected)", GENERIC, "adds", "test/a.test.ts", 9, 18)
    question = _question(LogDigest("x", (generic,)))
    assert "- test `adds`, at `test/a.test.ts:9`, log line 18, [generic]: expect(received)" in question
    assert question.count("a runner no parser knows") == 1  # the label's meaning, said once above the list


def test_system_prompt_says_a_redaction_placeholder_is_no_cause():
    assert "never take the placeholder itself for the cause" in " ".join(SYSTEM_PROMPT.split())
