from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from diagbot.tools.base import ToolResult
from diagbot.tools.truncate import HEAD_RATIO, MAX_RESULT_CHARS, cut_note, truncate_result, truncate_text


def test_truncate_20000_chars_gives_exactly_8054():
    assert len(truncate_result(ToolResult("x" * 20_000)).content) == 8054


def test_truncate_note_states_12000_cut_of_20000():
    assert "12000 of 20000 chars cut" in truncate_result(ToolResult("x" * 20_000)).content


def test_truncate_note_says_how_to_read_the_middle():
    assert "use offset" in cut_note(12000, 20000)


def test_truncate_note_is_54_chars_at_the_seed_figures():
    assert len(cut_note(12000, 20000)) == 54


def test_truncate_keeps_60_percent_head_and_the_tail():
    text = "".join(chr(65 + i % 26) for i in range(20_000))
    out = truncate_result(ToolResult(text)).content
    assert (out[:4800], out[-3200:]) == (text[:4800], text[-3200:])


def test_truncate_records_the_fact_in_meta_only():
    out = truncate_result(ToolResult("y" * 9000, meta={"k": 1}))
    assert (out.meta, "truncated" in out.content) == ({"k": 1, "truncated": True, "original_chars": 9000}, False)


def test_truncate_leaves_short_results_unchanged():
    assert truncate_result(ToolResult("short", ok=False)) == ToolResult(
        "short", False, {"truncated": False, "original_chars": 5}
    )


def test_truncate_exactly_at_the_limit_is_not_cut():
    assert truncate_text("z" * MAX_RESULT_CHARS) == ("z" * MAX_RESULT_CHARS, 0)


def test_truncate_text_takes_any_limit():
    text, removed = truncate_text("a" * 60 + "b" * 40 + "c" * 100, limit=100)
    assert (text, removed) == ("a" * 60 + cut_note(100, 200) + "c" * 40, 100)


def test_truncate_text_with_zero_limit_keeps_only_the_note():
    assert truncate_text("abc", limit=0) == (cut_note(3, 3), 3)


@given(st.text(min_size=0, max_size=30_000))
def test_truncate_keeps_exact_head_and_tail_and_never_exceeds_limit_plus_note(text):
    out, removed = truncate_text(text)
    head = int(MAX_RESULT_CHARS * HEAD_RATIO)
    if len(text) <= MAX_RESULT_CHARS:
        assert (out, removed) == (text, 0)
    else:
        note = cut_note(removed, len(text))
        assert (out, len(out)) == (
            text[:head] + note + text[-(MAX_RESULT_CHARS - head) :],
            MAX_RESULT_CHARS + len(note),
        )


@given(st.integers(min_value=1, max_value=500), st.text(max_size=1000))
def test_truncate_text_never_exceeds_any_limit_plus_note(limit, text):
    out, removed = truncate_text(text, limit)
    assert len(out) <= limit + (len(cut_note(removed, len(text))) if removed else 0)
