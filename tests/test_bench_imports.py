"""Every benchmark imports only modules that exist: a package regrouping must carry bench/ along."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).parents[1] / "bench"


def _diagbot_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module]
    found += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    return [m for m in found if m == "diagbot" or m.startswith("diagbot.")]


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # a parent package is gone too
        return False


@pytest.mark.parametrize("path", sorted(BENCH.glob("*.py")), ids=lambda p: p.name)
def test_every_diagbot_module_a_benchmark_imports_exists(path: Path) -> None:
    missing = [m for m in _diagbot_imports(path) if not _exists(m)]
    assert missing == []
