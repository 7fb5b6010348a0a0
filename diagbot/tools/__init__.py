"""The read-only tools the model may call; the registry is a literal tuple (registry.py).

`TOOLS` loads on first use, so that a module here (paths.py, lines.py) is importable without pydantic, which only
the tools' argument models need: `diagbot question` stays fast."""

from __future__ import annotations

from typing import Any

__all__ = ["TOOLS"]


def __getattr__(name: str) -> Any:
    if name == "TOOLS":
        from diagbot.tools.registry import TOOLS

        return TOOLS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
