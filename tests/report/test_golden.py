"""Golden files for all three formats; `UPDATE_GOLDEN=1 pytest tests/report` rewrites them."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from diagbot.diagnosis import Diagnosis
from diagbot.report.json import render_json
from diagbot.report.markdown import render_markdown
from diagbot.report.text import render_text

GOLDEN = Path(__file__).parent.parent / "fixtures" / "reports"

RENDERERS: dict[str, Callable[[Diagnosis], str]] = {
    "md": render_markdown,
    "json": render_json,
    "txt": render_text,
    "color.txt": lambda d: render_text(d, color=True),
}


def _failed(d: Diagnosis) -> Diagnosis:
    return replace(d, status="failed", conclusion="", error="provider unreachable: connection refused", turns=1)


def _out_of_turns(d: Diagnosis) -> Diagnosis:
    return replace(d, status="out_of_turns", conclusion="", turns=10, repo=None, digest=None, notes=())


def _fallback(d: Diagnosis) -> Diagnosis:
    """The model failed after one tool call; the offline heuristic stood in with the rest of the trace."""
    offline = replace(d, trace=d.trace[1:], turns=2, elapsed_s=0.25, notes=())
    error = "OpenAI-compatible server answered HTTP 401: Incorrect API key (check DIAGBOT_API_KEY)"
    return replace(
        d,
        provider="openai",
        model="gpt-4.1-mini",
        status="failed",
        error=error,
        trace=d.trace[:1],
        conclusion="model unavailable: 401 from api.openai.com; offline heuristic below\n\n" + d.conclusion,
        fallback=offline,
    )


CASES: dict[str, Callable[[Diagnosis], Diagnosis]] = {
    "concluded": lambda d: d,
    "failed": _failed,
    "out_of_turns": _out_of_turns,
    "fallback": _fallback,
}


@pytest.mark.parametrize(("case", "ext"), [(c, e) for c in CASES for e in RENDERERS])
def test_report_matches_golden_file(sample: Diagnosis, case: str, ext: str) -> None:
    rendered = RENDERERS[ext](CASES[case](sample))
    path = GOLDEN / f"{case}.{ext}"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(rendered, encoding="utf-8")
    assert rendered == path.read_text(encoding="utf-8")
