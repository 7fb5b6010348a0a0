"""A long line is redacted before it is cut: read_file's 500 chars, grep's 120 around a match, the question's 160.

Cut first, a token crossing the cut loses the shape the redactor knows it by (`…hp_R4nd…` is no GitHub token, and
`postgres://u:Sup3r…` ends like a stand-in), and a password loses the name before it: the part in view went out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diagbot.gitinfo import ChangeSet, RepoFacts
from diagbot.logs.redact import Redactor
from diagbot.logs.types import Failure, LogDigest
from diagbot.prompt import build_messages
from diagbot.tools.executor import Executor

TOKEN = "ghp_R4nd0mT0k3nV4lu3Xy2Qw8Er6Ty1Ui3Op5Ab"
PASSWORD = "Sup3rS3cretPassw0rd"
# every fragment of a secret that a cut could leave: 8 chars or more of it, anywhere in it
FRAGMENTS = {s[i : i + 8] for s in (TOKEN, PASSWORD) for i in range(len(s) - 7)}


def _leaks(text: str) -> set[str]:
    return {f for f in FRAGMENTS if f in text}


def _call(root: Path, name: str, **args: object) -> str:
    return Executor.for_root(root, redact=Redactor().redact_code).execute(name, json.dumps(args)).content


@pytest.fixture
def repo(make_repo) -> Path:
    # the token starts 470 to 504 chars in (across read_file's cut at 500), or 95 to 124 in (grep's at 120)
    far = [f"{'x' * at} {TOKEN} tail" for at in range(470, 505, 3)]
    near = [f"x = '{'y' * at}' + \"{TOKEN}\"  # tail" for at in range(124, 94, -3)]
    named = [f'{"z" * at}; DB_PASSWORD = "{PASSWORD}"; tail()' for at in range(60, 120, 7)]
    url = [f"{'w' * at} = 'postgres://admin:{PASSWORD}@db.internal:5432/prod'  # tail" for at in range(440, 500, 9)]
    return make_repo({"long.py": "\n".join([*far, *near, "plain = 1", *named, *url, ""])})


def test_read_file_redacts_a_long_line_before_cutting_it(repo):
    out = "".join(_call(repo, "read_file", path="long.py", offset=at, limit=10) for at in range(1, 50, 10))
    assert (_leaks(out), out.count("[... line cut:")) == (set(), 19)
    assert "[REDACTED github-token] tail [... line cut:" in out  # what the redaction shortened now fits


def test_grep_redacts_a_long_line_before_clipping_it_around_the_match(repo):
    out = _call(repo, "grep", pattern="tail")
    lines = out.splitlines()[1:]
    assert (_leaks(out), len(lines)) == (set(), 38)
    assert all("tail" in line for line in lines)  # the match stays in view


def test_grep_context_lines_and_a_match_inside_the_secret_are_redacted_too(repo):
    around = _call(repo, "grep", pattern="^plain", context=5)  # the token across 120 chars, the name off it
    inside = _call(repo, "grep", pattern="Ty1Ui3|S3cretP")
    assert (_leaks(around), _leaks(inside), around.count("[REDACTED")) == (set(), set(), 10)
    assert all("[REDACTED" in line for line in inside.splitlines()[1:])


def test_the_questions_quote_of_a_long_failing_line_is_redacted_before_it_is_cut(tmp_path):
    said = "def test_{}():\n    assert h() == {{'a': '{}', 'auth': 'Bearer {}'}}\n"
    lines = [said.format(n, "q" * n, TOKEN) for n in range(100, 140, 4)]
    (tmp_path / "test_h.py").write_text("".join(lines))
    failures = tuple(Failure("boom", "pytest", None, "test_h.py", 2 * i + 2) for i in range(len(lines)))
    repo = RepoFacts(str(tmp_path), "ab", "feature", ChangeSet((), "origin/main", "GITHUB_BASE_REF"))
    question = build_messages(LogDigest("boom", failures), repo, redact=Redactor().redact_code)[1].content
    assert ("test_h.py:2" in question, _leaks(question)) == (True, set())
