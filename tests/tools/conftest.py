"""Fixtures for the tool tests: run one call through the executor, build plain (non-git) trees."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from diagbot.tools.base import ToolResult
from diagbot.tools.executor import Executor


@pytest.fixture
def call() -> Callable[..., ToolResult]:
    """call(root, "grep", pattern="x") runs one tool call exactly as the agent loop would."""

    def run(root: Path, name: str, **args: Any) -> ToolResult:
        return Executor.for_root(root).execute(name, json.dumps(args))

    return run


@pytest.fixture
def make_tree(tmp_path: Path) -> Callable[..., Path]:
    """A plain directory (no git) from {relative path: text or bytes}."""

    def make(files: dict[str, str | bytes], name: str = "tree") -> Path:
        root = tmp_path / name
        root.mkdir(parents=True, exist_ok=True)
        for rel, content in files.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content, encoding="utf-8")
        return root

    return make
