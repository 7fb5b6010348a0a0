"""The JSON report against the DESIGN.md contract (version 1)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict

from diagbot.diagnosis import Diagnosis
from diagbot.report.json import ReportV1, render_json


class _Failure(BaseModel):
    test: str | None
    path: str | None
    line: int | None
    message: str


class _Question(BaseModel):
    log_chars: int
    excerpt_chars: int
    failures: list[_Failure]


class _Trace(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tool: str
    args: dict[str, Any] | str
    ok: bool
    chars: int
    summary: str
    truncated: bool


class _Contract(BaseModel):
    """DESIGN.md's fields, written out independently of the module; extra fields are allowed (additive)."""

    version: int
    provider: str
    model: str
    question: _Question
    trace: list[_Trace]
    conclusion: str
    locations: list[dict[str, Any]]
    turns: int
    usage: dict[str, int]
    elapsed_s: float


def test_report_satisfies_the_design_contract(sample: Diagnosis) -> None:
    report = _Contract.model_validate_json(render_json(sample))
    assert (report.version, report.provider, report.turns, report.usage) == (
        1,
        "mock",
        3,
        {"input_tokens": 1234, "output_tokens": 210},
    )


def test_report_round_trips_through_its_own_schema(sample: Diagnosis) -> None:
    text = render_json(sample)
    assert ReportV1.model_validate_json(text).model_dump_json(indent=2) + "\n" == text


def test_question_counts_log_and_excerpt_chars(sample: Diagnosis) -> None:
    question = json.loads(render_json(sample))["question"]
    assert (question["log_chars"], question["excerpt_chars"]) == (2345, len(sample.digest.excerpt))  # type: ignore[union-attr]


def test_failures_carry_test_path_line_message(sample: Diagnosis) -> None:
    failures = json.loads(render_json(sample))["question"]["failures"]
    assert failures == [
        {"test": "tests/test_calc.py::test_add", "path": "tests/test_calc.py", "line": 5, "message": "assert 0 == 4"}
    ]


def test_unparsed_args_stay_raw_text(sample: Diagnosis) -> None:
    assert json.loads(render_json(sample))["trace"][2]["args"] == '{"pth": "x"'


def test_trace_leaves_out_the_content(sample: Diagnosis) -> None:
    assert set(json.loads(render_json(sample))["trace"][0]) == {"tool", "args", "ok", "chars", "summary", "truncated"}


def test_locations_are_path_line_and_source_in_rank_order(sample: Diagnosis) -> None:
    assert json.loads(render_json(sample))["locations"] == [
        {"path": "src/calc.py", "line": 2, "source": "conclusion"},
        {"path": "tests/test_calc.py", "line": 5, "source": "log"},
    ]


def test_missing_digest_and_repo_give_empty_question_and_null_repo(make: Callable[..., Diagnosis]) -> None:
    report = json.loads(render_json(make(digest=None, repo=None)))
    assert (report["question"], report["repo"]) == ({"log_chars": 0, "excerpt_chars": 0, "failures": []}, None)


def test_additive_fields_describe_status_and_repo_without_local_root(make: Callable[..., Diagnosis]) -> None:
    report = json.loads(render_json(make(status="failed", error="boom")))
    assert (report["status"], report["error"], "root" in report["repo"]) == ("failed", "boom", False)
