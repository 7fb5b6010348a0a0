"""A secret in a changed file's NAME is redacted wherever the question and the JSON report name the file, as the
glob and diff tools' output is (QA 36: `notes-AKIA….txt` committed on a branch)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from diagbot.cli import main
from diagbot.gitinfo import repo_facts
from diagbot.logs.types import LogDigest
from diagbot.prompt_diff import changes_section

KEY = "AKIA" + "IOSFODNN7EXAMPLQ"
NAME = f"notes-{KEY}.txt"


@pytest.fixture
def repo(make_repo: Callable[..., Path], git: Callable[..., str]) -> Path:
    root = make_repo({"app.py": "x = 1\n"})
    git(root, "checkout", "-q", "-b", "feature")
    (root / NAME).write_text("".join(f"note {i}\n" for i in range(60)))
    (root / "app.py").write_text("x = 2\n")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "add notes")
    git(root, "update-ref", "refs/remotes/origin/main", "main")
    git(root, "symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main")
    return root


def test_the_question_names_the_file_redacted_in_the_list_commits_and_headings(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "build.log"
    log.write_text("Error: boom\n")
    assert main(["question", "--log", str(log), "--repo", str(repo)]) == 0
    out = capsys.readouterr().out
    assert KEY not in out
    assert "- added notes-[REDACTED aws-access-key].txt +60 -0" in out  # the changed-file list
    assert "- add notes (app.py, notes-[REDACTED aws-access-key].txt)" in out  # the commit and the files it touched
    assert "#### added notes-[REDACTED aws-access-key].txt +60 -0" in out  # the hunks' heading


def test_a_cut_files_hints_name_it_redacted(repo: Path) -> None:
    facts = repo_facts(repo, {})
    assert facts is not None
    section = changes_section(facts, LogDigest(""), 200)
    assert KEY not in section
    assert '{"path": "notes-[REDACTED aws-access-key].txt"' in section


def test_the_json_reports_changed_files_are_redacted(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "build.log"
    log.write_text("Error: boom\n")
    assert main(["explain", "--log", str(log), "--repo", str(repo), "--provider", "mock", "--format", "json"]) == 0
    out = capsys.readouterr().out
    assert KEY not in out
    assert "notes-[REDACTED aws-access-key].txt" in json.loads(out)["repo"]["changed"]


PYTEST_LOG = """\
=================================== FAILURES ===================================
__________________________________ test_total __________________________________

    def test_total():
>       assert total(1, 2) == 3
E       assert -1 == 3

tests/test_calc.py:4: AssertionError
=========================== short test summary info ============================
FAILED tests/test_calc.py::test_total - assert -1 == 3
"""


@pytest.mark.parametrize("fmt", ["json", "markdown"])
def test_an_offline_runs_trace_names_a_module_named_with_a_secret_redacted(
    make_repo: Callable[..., Path],
    git: Callable[..., str],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    fmt: str,
) -> None:
    module = f"calc_{KEY}"  # after `_` a key still starts a name's part
    root = make_repo(
        {
            f"src/{module}.py": "def total(a, b):\n    return a + b\n",
            "tests/test_calc.py": f"from src.{module} import total\n\n\ndef test_total():\n"
            "    assert total(1, 2) == 3\n",
        }
    )
    git(root, "checkout", "-q", "-b", "feature")
    (root / "src" / f"{module}.py").write_text("def total(a, b):\n    return a - b\n")
    git(root, "commit", "-q", "-am", "break total")
    git(root, "update-ref", "refs/remotes/origin/main", "main")
    log = tmp_path / "build.log"
    log.write_text(PYTEST_LOG)
    assert main(["explain", "--log", str(log), "--repo", str(root), "--provider", "mock", "--format", fmt]) == 0
    out = capsys.readouterr().out
    assert "calc_[REDACTED aws-access-key]" in out  # the offline run did read the module
    assert KEY not in out
