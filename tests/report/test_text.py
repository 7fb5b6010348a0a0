"""The terminal report."""

from __future__ import annotations

from collections.abc import Callable

from diagbot.diagnosis import Diagnosis
from diagbot.report.text import render_text


def test_plain_text_has_no_escape_sequences(sample: Diagnosis) -> None:
    assert "\x1b" not in render_text(sample)


def test_color_paints_verdict_and_marks(sample: Diagnosis) -> None:
    text = render_text(sample, color=True)
    assert text.startswith("\x1b[1;32mdiagbot: concluded after 3 turns\x1b[0m\n")
    assert "\x1b[31mx\x1b[0m read_file" in text


def test_trace_lines_mark_ok_and_failed_calls(sample: Diagnosis) -> None:
    text = render_text(sample)
    assert '  v grep({"pattern": "def add"}) fed back 29 chars - src/calc.py:1: def add(a, b):\n' in text
    assert "  x read_file(" in text


def test_escape_sequences_from_untrusted_text_are_stripped(make: Callable[..., Diagnosis]) -> None:
    text = render_text(make(conclusion="\x1b[2J\x1b]0;pwned\x07cleared", error=None))
    assert "\x1b" not in text
    assert "\x07" not in text


def test_failed_verdict_and_footer(make: Callable[..., Diagnosis]) -> None:
    text = render_text(make(status="failed", error="HTTP 401:\nbad key", turns=1))
    assert text.startswith("diagbot: failed: HTTP 401: bad key\n")
    assert text.endswith("mock | diagbot-offline | 1 turn | 1,234 tokens in / 210 out | 9,876 chars sent | 1.5 s\n")


def test_locations_and_notes_are_listed(sample: Diagnosis) -> None:
    text = render_text(sample)
    assert "location: src/calc.py:2\n" in text
    assert "note: offline mock, no provider configured\n" in text
