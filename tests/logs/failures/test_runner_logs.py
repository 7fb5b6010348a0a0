"""Failures parsed from real logs of runners and checkers (tests/fixtures/logs/README.md says how each was made)."""

from pathlib import Path

import pytest

from diagbot.logs.extract import extract_failures

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"
Row = tuple[str, str | None, str | None, int | None, str]


def _rows(name: str) -> list[Row]:
    return [(f.framework, f.test, f.path, f.line, f.message) for f in extract_failures(_text(name))]


def _text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def _stated(name: str) -> list[str]:
    """The log line each failure says it is stated on."""
    lines = _text(name).split("\n")
    return [lines[f.log_line - 1] if f.log_line else "" for f in extract_failures(_text(name))]


VET = "fmt.Sprintf format %02d reads arg #3, but call has 2 args"
PRINTF = "fmt.Printf format %s has arg cents of wrong type int"


@pytest.mark.parametrize("name", ["go-vet.log", "go-test-vet.log"])
def test_go_vet_findings_are_failures_at_their_lines(name: str) -> None:
    assert [row[2:] for row in _rows(name)] == [
        ("price.go", 7, VET),
        ("price.go", 12, PRINTF),
        ("internal/cart/cart.go", 7, VET),
        ("internal/cart/cart.go", 12, PRINTF),
    ]

