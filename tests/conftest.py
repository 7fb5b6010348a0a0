"""Shared fixtures: a clean environment for every test, no network, real git repositories in tmp dirs."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import respx

_STRIPPED_PREFIXES = ("DIAGBOT_", "GITHUB_", "GITLAB_", "CI_")
_STRIPPED = {"OPENAI_API_KEY", "ANTHROPIC_API_KEY", "CI", "MOCK", "SELFTEST", "INJECT", "NO_COLOR", "GITLAB_CI"}


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Strip every variable that would change diagbot's behaviour, before every test."""
    for name in list(os.environ):
        if name in _STRIPPED or name.startswith(_STRIPPED_PREFIXES):
            monkeypatch.delenv(name, raising=False)
    # git must never read the developer's identity or config
    monkeypatch.setenv("GIT_AUTHOR_NAME", "diagbot-test")
    monkeypatch.setenv("GIT_AUTHOR_EMAIL", "test@example.invalid")
    monkeypatch.setenv("GIT_COMMITTER_NAME", "diagbot-test")
    monkeypatch.setenv("GIT_COMMITTER_EMAIL", "test@example.invalid")
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    home = tmp_path_factory.getbasetemp() / "git-home"  # no global config nor ~/.config/git/ignore of the developer's
    home.mkdir(exist_ok=True)
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(home / "gitconfig"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))


@pytest.fixture
def no_network() -> Iterator[respx.MockRouter]:
    """A respx router where every request must be mocked and every mock must be called."""
    with respx.mock(assert_all_mocked=True, assert_all_called=True) as router:
        yield router


def _git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout


def write_tree(root: Path, files: dict[str, str | bytes]) -> Path:
    """Write {relative path: text or bytes} under root (created); returns root."""
    root.mkdir(parents=True, exist_ok=True)
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return root


@pytest.fixture
def make_tree(tmp_path: Path) -> Callable[..., Path]:
    """A plain directory (no git) from {relative path: text or bytes}."""

    def make(files: dict[str, str | bytes], name: str = "tree") -> Path:
        return write_tree(tmp_path / name, files)

    return make


@pytest.fixture
def make_repo(tmp_path: Path) -> Callable[..., Path]:
    """Create a real git repository from {relative path: text}; returns its root.

    make_repo({"src/a.py": "x = 1\\n"}, name="repo", commit=True)
    """

    def make(files: dict[str, str | bytes], name: str = "repo", commit: bool = True) -> Path:
        root = write_tree(tmp_path / name, files)
        _git(root, "init", "-q", "-b", "main")
        if commit and files:
            _git(root, "add", "-A")
            _git(root, "commit", "-q", "-m", "initial")
        return root

    return make


@pytest.fixture
def git() -> Callable[..., str]:
    """Run git in a directory: git(root, "commit", "-m", "x")."""
    return _git
