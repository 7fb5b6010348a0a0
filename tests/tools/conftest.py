"""Fixtures for the tool tests: run one call through the executor exactly as the loop would."""

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
