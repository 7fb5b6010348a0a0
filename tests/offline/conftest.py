"""The offline diagnoser's end-to-end cases: a real git repository whose branch changes files, and its log."""

from __future__ import annotations

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
