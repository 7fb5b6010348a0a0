"""The offline diagnoser's end-to-end cases: a real git repository whose branch changes files, and its log."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from diagbot.diagnose import explain
from diagbot.diagnosis import Diagnosis


@pytest.fixture
def explain_branch(make_repo, git, tmp_path: Path) -> Callable[..., Diagnosis]:
    """explain(log) offline on a repository of `base` whose branch `feature` commits `changed` ({path: text})."""

    def run(base: dict[str, str], changed: dict[str, str], log: str, subject: str = "the change") -> Diagnosis:
        root = make_repo(base)
        git(root, "checkout", "-q", "-b", "feature")
        for rel, text in changed.items():
            (root / rel).write_text(text, encoding="utf-8")
        git(root, "commit", "-qam", subject)
        (tmp_path / "ci.log").write_text(log, encoding="utf-8")
        return explain(tmp_path / "ci.log", root, env={})

    return run


@pytest.fixture
def failing_pytest_log(make_repo) -> Callable[[dict[str, str]], str]:
    """The log of a real pytest run over `files` ({path: text}, their tests under `tests/`), which must fail."""

    def run(files: dict[str, str]) -> str:
        root = make_repo(files, name="run", commit=False)
        ran = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert ran.returncode == 1, ran.stdout
        return ran.stdout

    return run
