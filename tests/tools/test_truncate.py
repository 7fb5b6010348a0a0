from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from diagbot.tools.base import ToolResult
from diagbot.tools.truncate import (
    HEAD_RATIO,
    MAX_RESULT_CHARS,
    cut_note,
    lines_note,
    truncate_lines,
    truncate_result,
    truncate_text,
)


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


def numbered(lines: list[str], header: str = "src/a.py (lines 1-{n} of {n})") -> str:
    body = [f"{n}: {line}" for n, line in enumerate(lines, 1)]
    return "\n".join([header.format(n=len(lines)), *body])


def test_numbered_content_is_cut_between_lines_and_the_note_names_them():
    text = numbered([f"value_{n} = {'x' * 60}" for n in range(1, 301)])
    out, removed = truncate_lines(text, "read_file")
    head, note, tail = re.split(r"\n(…\(.*\)…)\n", out)
    first, last = int(head.rsplit("\n", 1)[1].split(":")[0]) + 1, int(tail.split(":")[0]) - 1
    assert note + "\n" == lines_note(first, last, removed, "read_file")
    assert head + "\n" + "".join(f"{n}: value_{n} = {'x' * 60}\n" for n in range(first, last + 1)) + tail == text


def test_the_note_says_how_to_read_the_omitted_lines_back():
    assert lines_note(116, 125, 561, "read_file") == (
        "…(lines 116-125 omitted, 561 chars; read_file offset 116 limit 10)…\n"
    )


def test_numbered_content_within_the_limit_is_unchanged():
    text = numbered(["short"] * 10)
    assert truncate_lines(text, "read_file") == (text, 0)


def test_a_carriage_return_or_line_separator_inside_a_line_does_not_split_it():
    text = numbered([f"a\rb\u2028c {n} " + "x" * 80 for n in range(1, 200)])
    out, _ = truncate_lines(text, "read_file")
    assert all(re.match(r"(\d+): a\rb\u2028c \1 ", line) for line in out.split("\n")[1:] if not line.startswith("…"))


def test_content_that_is_not_numbered_in_the_middle_keeps_the_exact_cut():
    text = "header\n" + "x" * 20_000
    assert truncate_lines(text, "read_file") == truncate_text(text)


def test_truncate_result_cuts_lines_only_when_given_a_reader():
    text = numbered(["y" * 95] * 200)
    plain, lines = truncate_result(ToolResult(text)), truncate_result(ToolResult(text), reader="read_file")
    assert ("chars cut; narrow" in plain.content, "omitted" in lines.content) == (True, True)
    assert (lines.meta["truncated"], lines.meta["original_chars"]) == (True, len(text))


@given(st.lists(st.text(alphabet=st.characters(blacklist_characters="\n"), max_size=300), max_size=400))
def test_numbered_cut_never_exceeds_the_limit_plus_note_and_keeps_whole_lines(lines):
    text = numbered(lines)
    out, removed = truncate_lines(text, "read_file")
    if not removed:
        assert out == text
        return
    kept = out.split("\n")
    cut = [line for line in kept if re.fullmatch(r"…\(lines \d+-\d+ omitted, \d+ chars; .*\)…", line)]
    whole = set(text.split("\n"))
    assert (len(cut), all(line in whole for line in kept if line not in cut)) == (1, True)
    assert len(out) <= MAX_RESULT_CHARS + len(cut[0]) + 1


def test_a_cut_grep_result_says_to_narrow_it_not_to_use_an_offset_grep_lacks(make_repo):
    from diagbot.tools.executor import Executor

    body = "".join(f"def f{k}():\n" + f"    return '{'x' * 90}'\n" * 10 for k in range(20))
    root = make_repo({f"src/m{i}.py": body for i in range(5)})
    content = Executor.for_root(root).execute("grep", '{"pattern": "def ", "context": 5}').content
    note = re.search(r"\n\[\.\.\. \d+ of \d+ chars cut; ([^\]]+)\]\n", content)
    assert (note and note[1], len(cut_note(12000, 20000, "narrow glob, context"))) == ("narrow glob, context", 54)
