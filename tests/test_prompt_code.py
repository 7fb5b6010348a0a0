"""prompt_code: the question quotes the code at each parsed failure its hunks do not show."""

from __future__ import annotations

from pathlib import Path

from diagbot.gitinfo import ChangeSet, FileChange, RepoFacts
from diagbot.logs.types import Failure, LogDigest
from diagbot.prompt import build_messages


def _repo(tmp_path: Path, files: dict[str, str], changed: tuple[FileChange, ...] = ()) -> RepoFacts:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    return RepoFacts(str(tmp_path), "ab", "feature", ChangeSet(changed, "origin/main", "GITHUB_BASE_REF"))


def _question(repo: RepoFacts, *places: tuple[str, int], **kw) -> str:
    digest = LogDigest("boom", tuple(Failure("boom", "pytest", None, path, line) for path, line in places))
    return build_messages(digest, repo, **kw)[1].content


LINES = "".join(f"line {n}\n" for n in range(1, 21))


def test_the_failing_line_is_quoted_with_two_lines_either_side_numbered_like_read_file(tmp_path):
    question = _question(_repo(tmp_path, {"src/a.py": LINES}), ("src/a.py", 9))
    assert "## Code at the failures\n" in question
    assert (
        "#### src/a.py:9 (lines 7-11 of 20)\n```\n7: line 7\n8: line 8\n9: line 9\n10: line 10\n11: line 11\n```"
        in (question)
    )


def test_a_line_a_shown_hunk_carries_is_not_quoted_again(tmp_path):
    patch = "@@ -8,3 +8,3 @@\n line 8\n-old\n+line 9\n line 10\n"
    change = FileChange("src/a.py", "modified", added=1, deleted=1, patch=patch)
    repo = _repo(tmp_path, {"src/a.py": LINES}, (change,))
    assert (
        "## Code at the failures" in _question(repo, ("src/a.py", 9)),
        "#### src/a.py:3" in _question(repo, ("src/a.py", 3)),
    ) == (
        False,
        True,
    )


def test_nothing_outside_the_repository_is_quoted(tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_text(LINES)
    root = tmp_path / "repo"
    root.mkdir()
    (root / "link.txt").symlink_to(outside)
    repo = _repo(root, {"src/a.py": LINES})
    question = _question(repo, ("../secret.txt", 3), (str(outside), 3), ("link.txt", 3), (".git/config", 1))
    assert ("## Code at the failures" in question, "line 3" in question) == (False, False)


def test_at_most_three_places_are_quoted_and_secrets_are_redacted(tmp_path):
    key = "AKIA" + "Q" * 16
    repo = _repo(tmp_path, {"src/a.py": LINES.replace("line 5\n", f'KEY = "{key}"\n')})
    question = _question(repo, *[("src/a.py", n) for n in (5, 5, 10, 15, 20, 3)])
    assert [line.split(" ")[1] for line in question.splitlines() if line.startswith("#### ")] == [
        "src/a.py:5",
        "src/a.py:10",
        "src/a.py:15",
    ]
    assert (key in question, "[REDACTED" in question) == (False, True)


def test_a_custom_redactor_sees_the_quoted_code(tmp_path):
    question = _question(_repo(tmp_path, {"a.py": LINES}), ("a.py", 2), redact=lambda text: text.replace("line", "L"))
    assert "2: L 2\n" in question


def test_no_repository_no_quote_and_a_root_outside_git_is_quoted_from(tmp_path):
    digest = LogDigest("boom", (Failure("boom", "pytest", None, "a.py", 2),))
    (tmp_path / "a.py").write_text(LINES)
    assert "## Code at the failures" not in build_messages(digest, None)[1].content
    assert "#### a.py:2 (lines 1-4 of 20)" in build_messages(digest, None, root=tmp_path)[1].content


def test_the_innermost_repository_frame_is_quoted_before_the_failing_test(tmp_path):
    repo = _repo(tmp_path, {"src/a.py": LINES, "tests/test_a.py": LINES})
    failure = Failure("boom", "pytest", "t", "tests/test_a.py", 4, frame="src/a.py:12")
    question = build_messages(LogDigest("boom", (failure,)), repo)[1].content
    assert [line for line in question.splitlines() if line.startswith("#### ")] == [
        "#### src/a.py:12 (lines 10-14 of 20)",
        "#### tests/test_a.py:4 (lines 2-6 of 20)",
    ]


def test_blank_lines_at_the_quote_ends_are_left_out_and_an_empty_file_is_skipped(tmp_path):
    repo = _repo(tmp_path, {"a.py": "def f():\n    return 1\n\n\nx = f()\n", "empty.py": ""})
    question = _question(repo, ("empty.py", 1), ("a.py", 2))
    assert "#### a.py:2 (lines 1-2 of 5)\n```\n1: def f():\n2:     return 1\n```" in question
    assert "empty.py" not in question.split("## Code at the failures")[1]
