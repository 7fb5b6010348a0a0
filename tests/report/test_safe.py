"""The escaping, fencing and shortening helpers the three formats share."""

from __future__ import annotations

import pytest

from diagbot.report.safe import (
    code_span,
    cut_markdown,
    fence,
    md_text,
    neutralise_mentions,
    safe_markdown,
    shorten,
    strip_controls,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [("x", "`x`"), ("a `b` c", "``a `b` c``"), ("`x", "`` `x ``"), ("two\nlines", "`two lines`"), ("", "` `")],
)
def test_code_span_delimiter_outgrows_backticks(text: str, expected: str) -> None:
    assert code_span(text) == expected


def test_fence_outgrows_longest_backtick_run() -> None:
    assert fence("a\n`````\nb") == "``````text\na\n`````\nb\n``````"


def test_fence_normalises_carriage_returns_and_nul() -> None:
    assert fence("a\r\nb\rc\x00") == "```text\na\nb\nc\ufffd\n```"


def test_md_text_escapes_html_and_markdown_punctuation() -> None:
    assert md_text("<b>*x*</b> [l](u) | #1") == r"\<b\>\*x\*\</b\> \[l\](u) \| \#1"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hi @bob", "hi @\u200dbob"),
        ("@org/team", "@\u200dorg/team"),
        ("me@example.com", "me@example.com"),
        ("(@x)", "(@\u200dx)"),
        ("`@y`", "`@\u200dy`"),
    ],
)
def test_neutralise_mentions(text: str, expected: str) -> None:
    assert neutralise_mentions(text) == expected


def test_shorten_keeps_both_ends_and_says_how_much_was_cut() -> None:
    assert shorten("a" * 60 + "b" * 40 + "c" * 100, 100) == "a" * 60 + "\n… 100 chars not shown …\n" + "c" * 40


def test_shorten_leaves_short_text_alone() -> None:
    assert shorten("short", 10) == "short"


def test_strip_controls_removes_ansi_and_bell_but_keeps_tabs() -> None:
    assert strip_controls("\x1b[31mred\x1b[0m\a\tok\x1b]0;title\x07") == "red\tok]0;title"


def test_safe_markdown_escapes_html_outside_code_only() -> None:
    assert safe_markdown("<i> `<i>`\n```\n<i>\n```") == "&lt;i> `<i>`\n```\n<i>\n```"


def test_safe_markdown_closes_an_open_fence() -> None:
    assert safe_markdown("~~~~\ncode") == "~~~~\ncode\n~~~~"


def test_cut_markdown_reopens_a_fence_cut_in_the_middle() -> None:
    text = "\n".join(["```", *(f"l{n:03}" for n in range(100)), "```"])
    cut = cut_markdown(text, 100)
    assert cut.split("\n")[:2] == ["```", "l000"]
    assert "```\n\n*[… " in cut
    assert " …]*\n\n```\n" in cut
    assert cut.endswith("l099\n```")


def test_safe_markdown_escapes_entities_that_could_spell_a_mention() -> None:
    assert safe_markdown("ping &#64;bob & co") == "ping &amp;#64;bob &amp; co"


def test_mention_after_a_non_ascii_letter_is_neutralised() -> None:
    assert neutralise_mentions("é@bob") == "é@\u200dbob"


def test_cut_markdown_cuts_one_huge_line_from_its_middle() -> None:
    cut = cut_markdown("START" + "m" * 100_000 + "END", 1_000)
    assert cut.startswith("START")
    assert cut.endswith("END")
    assert len(cut) < 1_200
