"""diagbot: explains a red build from the repository itself.

The public API is imported lazily, so `diagbot question` on a huge log does not pay for httpx.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "explain": "diagbot.diagnose",
    "Diagnosis": "diagbot.diagnosis",
    "TraceEntry": "diagbot.diagnosis",
    "ToolCallAccumulator": "diagbot.llm.accumulate",
    "ToolCallDelta": "diagbot.llm.types",
    "ToolCall": "diagbot.llm.types",
    "ToolResult": "diagbot.tools.base",
    "truncate_result": "diagbot.tools.truncate",
    "MAX_RESULT_CHARS": "diagbot.tools.truncate",
}

__all__ = ["__version__", *_EXPORTS]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'diagbot' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
