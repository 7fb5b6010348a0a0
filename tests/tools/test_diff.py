"""diff: the branch's changes through the executor, from real git repositories."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from diagbot.change_order import leads
from diagbot.gitinfo import repo_facts
from diagbot.logs.types import Failure, LogDigest
from diagbot.prompt_diff import changes_section
from diagbot.tools.diff import TOOL
from diagbot.tools.executor import Executor


@pytest.fixture
def branch(make_repo, git) -> Path:
    body = "".join(f"line {i}\n" for i in range(1, 31))
    root = make_repo({"src/calc.py": "def div(a, b):\n    return a / b\n", "src/long.txt": body, "old.py": "x = 1\n"})
    git(root, "checkout", "-q", "-b", "feature")
    (root / "src/calc.py").write_text("def div(a, b):\n    return a // b\n")
    (root / "src/long.txt").write_text(body.replace("line 5\n", "five\n").replace("line 25\n", "twenty-five\n"))
    (root / "logo.png").write_bytes(b"\x89PNG\0\0binary")
    git(root, "rm", "-q", "old.py")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "change div")
    return root


def _diff(root: Path, **args) -> str:
    result = Executor.for_root(root, repo=repo_facts(root, {})).execute("diff", json.dumps(args))
    return result.content


def test_without_a_path_it_lists_the_changed_files_with_status_and_counts_source_first(branch):
    assert re.sub("merge base [0-9a-f]{12}", "merge base SHA", _diff(branch)) == (
        "4 files changed against main (the default branch), where this branch started (merge base SHA), most relevant "
        "first:\n"
        "deleted old.py +0 -1\nmodified src/calc.py +1 -1\nadded logo.png (binary) binary\nmodified src/long.txt +2 -2"
    )


def test_the_listing_has_the_questions_order_with_the_files_the_log_names_first(make_repo, git):
    root = make_repo({"README.md": "r\n"})
    git(root, "checkout", "-q", "-b", "feature")
    paths = ("README.md", "tests/test_a.py", "src/b.py", "package-lock.json", "src/a.py", "lib/c.py")
    for path in paths:
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(f"changed {path}\n")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "many")
    facts = repo_facts(root, {})
    failure = Failure("boom", "pytest", "t", "lib/c.py", 3)
    digest = LogDigest('  File "/home/runner/work/x/x/src/a.py", line 9, in f', (failure,))
    tied = leads(facts.changes.files, digest)
    listed = Executor.for_root(root, repo=facts, leads=tied).execute("diff", "{}").content.splitlines()[1:]
    section = changes_section(facts, digest, 6000).splitlines()
    asked = [line[2:] for line in section if line.startswith(("- added", "- modified"))]
    assert (
        [line.split(" ")[1] for line in listed]
        == [line.split(" ")[1] for line in asked]
        == [
            "lib/c.py",
            "src/a.py",
            "src/b.py",
            "tests/test_a.py",
            "README.md",
            "package-lock.json",
        ]
    )
    assert (listed[1], listed[2]) == ("added src/a.py +1 -0 (named in the log)", "added src/b.py +1 -0")


def test_with_a_path_it_shows_that_files_numbered_hunks(branch):
    assert _diff(branch, path="src/calc.py") == (
        "src/calc.py (diff lines 1-4 of 4; modified, +1 -1)\n"
        "1: @@ -1,2 +1,2 @@\n2:     1  def div(a, b):\n3:       -    return a / b\n4:     2 +    return a // b"
    )


def test_it_pages_with_offset_and_limit_and_says_how_to_go_on(branch):
    assert _diff(branch, path="src/long.txt", offset=2, limit=3) == (
        "src/long.txt (diff lines 2-4 of 18; modified, +2 -2)\n"
        "2:     2  line 2\n3:     3  line 3\n4:     4  line 4\n(14 more diff lines; continue with offset 5)"
    )


def test_an_offset_past_the_end_says_the_range(branch):
    assert _diff(branch, path="src/calc.py", offset=9) == (
        "the diff of src/calc.py has 4 lines; offset 9 is past the end (use 1-4)"
    )


def test_a_deleted_file_shows_its_removed_lines(branch):
    assert (
        _diff(branch, path="./old.py")
        == "old.py (diff lines 1-2 of 2; deleted, +0 -1)\n1: @@ -1 +0,0 @@\n2:       -x = 1"
    )


def test_a_binary_file_has_no_text_diff(branch):
    assert _diff(branch, path="logo.png") == "added logo.png (binary): a binary file has no text diff"


def test_a_file_that_did_not_change_is_refused_with_the_changed_ones(branch):
    assert re.sub("merge base [0-9a-f]{12}", "merge base SHA", _diff(branch, path="src/nope.py")) == (
        "src/nope.py is not among the 4 changed files (logo.png, old.py, src/calc.py, src/long.txt); the diff runs "
        "against main (the default branch), where this branch started (merge base SHA). Read it with read_file; "
        "list the changes with {}"
    )


def test_a_path_outside_the_repository_is_refused(branch):
    assert _diff(branch, path="../secret.py") == (
        "../secret.py is outside the repository; paths are relative to the repository root, e.g. src/app.py"
    )


def test_with_no_diff_known_it_says_why(make_repo):
    root = make_repo({"a.py": "a = 1\n"})
    assert _diff(root) == "No diff is known: HEAD is the first commit: it has no parent."


def test_outside_git_it_says_so(tmp_path):
    assert _diff(tmp_path) == "no diff is known: the repository is not a git checkout. Read files with read_file"


def test_the_description_says_what_it_is_for_an_example_defaults_and_limits():
    text = TOOL.description
    assert (TOOL.read_only, '{"path": "src/calc.py"}' in text, "offset 1, limit 400" in text, "500 chars" in text) == (
        True,
        True,
        True,
        True,
    )


def test_the_result_is_redacted_and_truncated_like_the_other_tools(make_repo, git):
    root = make_repo({"a.py": "a = 1\n"})
    git(root, "checkout", "-q", "-b", "feature")
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    (root / "a.py").write_text(f"TOKEN = '{token}'\n" + "".join(f"v{i} = {i}\n" for i in range(2000)))
    git(root, "commit", "-qam", "many")
    facts = repo_facts(root, {}, redact=lambda s: s)  # even unredacted facts are redacted on the way out
    result = Executor.for_root(root, redact=lambda s: s.replace(token, "[REDACTED]"), repo=facts).execute(
        "diff", '{"path": "a.py", "limit": 2000}'
    )
    assert (token in result.content, result.meta["truncated"]) == (False, True)


def test_a_long_diff_is_cut_between_lines_naming_the_diff_lines_left_out(make_repo, git):
    root = make_repo({"a.py": "a = 1\n"})
    git(root, "checkout", "-q", "-b", "feature")
    (root / "a.py").write_text("".join(f"value_{i} = {i}  # a line long enough to add up\n" for i in range(600)))
    git(root, "commit", "-qam", "many")
    content = _diff(root, path="a.py", limit=2000)
    assert re.search(r"\n…\(diff lines (\d+)-(\d+) omitted, \d+ chars; diff offset \1 limit \d+\)…\n\d+: ", content)


def test_the_description_shows_a_line_in_the_shape_the_tool_prints(branch):
    shape = re.compile(r"^\d+: +\d* [-+ ]")
    described = re.search(r"`(\d+: +\d+ \+text)`", TOOL.description)
    printed = _diff(branch, path="src/calc.py").splitlines()[4]
    assert (bool(described and shape.match(described[1])), bool(shape.match(printed))) == (True, True)
