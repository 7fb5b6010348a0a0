"""The Markdown report: content, safety rules and the size limits."""

from __future__ import annotations

import re
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st
from report_cases import CONCLUSION, EXCERPT, entry, sample_diagnosis

from diagbot.diagnosis import Diagnosis, Location, TraceEntry
from diagbot.logs.types import Failure, LogDigest
from diagbot.report.markdown import _failure, render_markdown

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")


def structure_errors(md: str) -> list[str]:
    """Unclosed fences, and <details> outside fences that do not balance (what would break the page)."""
    errors: list[str] = []
    opener: str | None = None
    depth = 0
    for n, line in enumerate(md.split("\n"), 1):
        m = _FENCE.match(line)
        if opener is None and m and not (m.group(1)[0] == "`" and "`" in m.group(2)):
            opener = m.group(1)
        elif opener is not None and m and m.group(1)[0] == opener[0] and len(m.group(1)) >= len(opener):
            opener = None if not m.group(2).strip() else opener
        elif opener is None:
            depth += line.count("<details>") - line.count("</details>")
            if depth < 0:
                errors.append(f"line {n}: </details> without <details>")
    if opener is not None:
        errors.append("unclosed fence at the end")
    if depth:
        errors.append(f"{depth} unclosed <details>")
    return errors


def size(md: str) -> int:
    return len(md.encode("utf-8"))


def test_sample_report_is_structurally_valid(sample: Diagnosis) -> None:
    assert structure_errors(render_markdown(sample)) == []


def test_header_names_verdict_failing_test_and_commit(sample: Diagnosis) -> None:
    md = render_markdown(sample)
    assert md.startswith("## diagbot: concluded after 3 turns\n")
    assert "`tests/test_calc.py::test_add` at `tests/test_calc.py:5`: assert 0 == 4" in md
    assert "**Repository:** `fix-add` @ `0123456` · 1 file changed vs `origin/main`" in md


def test_failed_verdict_carries_the_error(make: Callable[..., Diagnosis]) -> None:
    md = render_markdown(make(status="failed", error="HTTP 401: bad key", conclusion=""))
    assert md.startswith("## diagbot: failed: HTTP 401: bad key\n")
    assert "_No conclusion._" in md


def test_out_of_turns_verdict(make: Callable[..., Diagnosis]) -> None:
    assert render_markdown(make(status="out_of_turns", turns=10)).startswith(
        "## diagbot: out of turns after 10 turns\n"
    )


def test_trace_cards_are_in_order_with_marks_and_chars(sample: Diagnosis) -> None:
    md = render_markdown(sample)
    first, second, third = (md.index(f"**{n}.**") for n in (1, 2, 3))
    assert first < second < third
    assert '**3.** ✗ `read_file({"pth": "x")` · 31 chars fed back · error: field' in md


def test_truncated_result_is_marked(make: Callable[..., Diagnosis]) -> None:
    assert "8,054 chars fed back (truncated)" in render_markdown(make(trace=(entry(chars=8054, truncated=True),)))


def test_footer_shows_cost(sample: Diagnosis) -> None:
    md = render_markdown(sample)
    assert "mock · diagbot-offline · 3 turns · 1,234 tokens in / 210 out · 9,876 chars sent · 1.5 s" in md


def test_notes_are_shown(sample: Diagnosis) -> None:
    assert "> **Note:** offline mock, no provider configured" in render_markdown(sample)


def test_no_trace_says_so(make: Callable[..., Diagnosis]) -> None:
    assert "No tool calls." in render_markdown(make(trace=()))


def test_result_is_shortened_keeping_both_ends(make: Callable[..., Diagnosis]) -> None:
    md = render_markdown(make(trace=(entry(content="HEAD-MARK\n" + "x" * 7000 + "\nTAIL-MARK"),)))
    assert "HEAD-MARK" in md
    assert "TAIL-MARK" in md
    assert "chars not shown" in md
    assert "x" * 3000 not in md


def test_fence_is_longer_than_any_backtick_run_in_content(make: Callable[..., Diagnosis]) -> None:
    md = render_markdown(make(trace=(entry(content="before\n``````\n</details>\nafter"),)))
    assert "```````text\nbefore\n``````\n</details>\nafter\n```````" in md
    assert structure_errors(md) == []


def test_html_in_summary_and_failure_message_is_escaped(make: Callable[..., Diagnosis]) -> None:
    digest = LogDigest(EXCERPT, failures=(), log_chars=1, log_lines=1)
    d = make(trace=(entry(summary="<script>alert(1)</script>"),), digest=digest)
    md = render_markdown(d)
    assert "<script>" not in md
    assert r"\<script\>alert(1)\</script\>" in md


def test_html_in_conclusion_cannot_open_or_close_blocks(make: Callable[..., Diagnosis]) -> None:
    md = render_markdown(make(conclusion="Look: </details><details><!-- hidden <script>x</script>"))
    assert "Look: &lt;/details>&lt;details>&lt;!-- hidden &lt;script>x&lt;/script>" in md
    assert structure_errors(md) == []


def test_html_inside_code_in_conclusion_is_left_verbatim(make: Callable[..., Diagnosis]) -> None:
    md = render_markdown(make(conclusion="Use `<T>` here:\n```\nList<T> x;\n```"))
    assert "Use `<T>` here:\n```\nList<T> x;\n```" in md


def test_unclosed_fence_in_conclusion_is_closed(make: Callable[..., Diagnosis]) -> None:
    md = render_markdown(make(conclusion="Fix:\n````py\nx = 1"))
    assert structure_errors(md) == []
    assert "x = 1\n````\n\n### Tool trace" in md


def test_mentions_are_neutralised_everywhere(make: Callable[..., Diagnosis]) -> None:
    digest = LogDigest("blame @alice", failures=(), log_chars=12, log_lines=1)
    trace = (entry(summary="cc @bob", content="owner: @carol"),)
    md = render_markdown(make(conclusion="Ask @dave or @org/team.", trace=trace, digest=digest))
    assert re.findall(r"(?<!\w)@[A-Za-z0-9]", md) == []
    assert all(f"@\u200d{name}" in md for name in ("alice", "bob", "carol", "dave", "org/team"))


def test_email_addresses_are_not_touched(make: Callable[..., Diagnosis]) -> None:
    assert "mail dev@example.com" in render_markdown(make(conclusion="mail dev@example.com"))


def test_huge_trace_fits_a_comment_and_keeps_the_conclusion_whole(make: Callable[..., Diagnosis]) -> None:
    trace = tuple(entry(content=f"result {n}\n" + "y" * 8000) for n in range(300))
    md = render_markdown(make(trace=trace, digest=LogDigest("z" * 50_000, log_chars=50_000, log_lines=1)))
    assert size(md) <= 65_536
    assert CONCLUSION.strip() in md
    assert structure_errors(md) == []


def test_many_calls_drop_middle_cards_with_a_note(make: Callable[..., Diagnosis]) -> None:
    trace = tuple(entry(summary=f"call {n} " + "s" * 150, args={"pattern": "p" * 150}) for n in range(2000))
    md = render_markdown(make(trace=trace))
    assert size(md) <= 65_536
    assert "calls not shown to fit the size limit" in md
    assert "**2000.**" in md


def test_results_shrink_before_the_excerpt(make: Callable[..., Diagnosis]) -> None:
    trace = tuple(entry(content="r" * 8000) for _ in range(200))
    md = render_markdown(make(trace=trace))
    assert size(md) <= 65_536
    assert "Log excerpt (" in md
    assert "<details><summary>Result" not in md
    assert "*Tool results left out to fit the size limit.*" in md


def test_summary_limit_keeps_more_than_the_comment_limit(make: Callable[..., Diagnosis]) -> None:
    d = make(trace=tuple(entry(content="r" * 8000) for _ in range(300)))
    small, big = render_markdown(d), render_markdown(d, limit=1_048_576)
    assert big.count("<details><summary>Result") > small.count("<details><summary>Result")
    assert size(big) <= 1_048_576


def test_limit_is_measured_in_utf8_bytes(make: Callable[..., Diagnosis]) -> None:
    md = render_markdown(make(trace=tuple(entry(content="é" * 8000) for _ in range(60))), limit=20_000)
    assert size(md) <= 20_000


def test_huge_conclusion_is_cut_in_the_middle_with_a_note(make: Callable[..., Diagnosis]) -> None:
    conclusion = "FIRST LINE\n" + "\n".join(f"line {n} " + "c" * 80 for n in range(3000)) + "\nLAST LINE"
    md = render_markdown(make(conclusion=conclusion))
    assert size(md) <= 65_536
    assert "FIRST LINE" in md
    assert "LAST LINE" in md
    assert "cut here to fit" in md


def test_conclusion_cut_inside_a_code_block_keeps_fences_balanced(make: Callable[..., Diagnosis]) -> None:
    conclusion = "Intro\n```\n" + "\n".join("code " * 20 for _ in range(2000)) + "\n```\nOutro"
    md = render_markdown(make(conclusion=conclusion), limit=30_000)
    assert size(md) <= 30_000
    assert structure_errors(md) == []
    assert "Outro" in md


_TEXT = st.text(alphabet=st.sampled_from(list("`~<>/@&ab \n\r\x00é-!detailsummary")), max_size=300)


@settings(max_examples=60, deadline=None)
@given(conclusion=_TEXT, content=_TEXT, excerpt=_TEXT, summary=_TEXT)
def test_any_untrusted_text_renders_balanced(conclusion: str, content: str, excerpt: str, summary: str) -> None:
    base = sample_diagnosis()
    trace: tuple[TraceEntry, ...] = (entry(content=content, summary=summary),)
    d = Diagnosis(**{**base.__dict__, "conclusion": conclusion, "trace": trace, "digest": LogDigest(excerpt)})
    md = render_markdown(d, limit=4_000)
    assert structure_errors(md) == []
    assert size(md) <= 4_000
    assert re.findall(r"(?<![A-Za-z0-9_])@[A-Za-z0-9]", md) == []


def test_excerpt_title_counts_the_original_lines_shown(make: Callable[..., Diagnosis]) -> None:
    excerpt = (
        "  1 | a\n  2 | b\n  3 | c\n    : lines 4-9 omitted\n 10 | x\n 11 | y\n 12 | z\n    : lines 13-100 omitted"
    )
    digest = LogDigest(excerpt=excerpt, log_chars=4_000, log_lines=100, excerpt_lines=6)
    assert "<summary>Log excerpt (6 of 100 lines)</summary>" in render_markdown(make(digest=digest))


def test_a_build_error_is_listed_by_its_place_not_as_a_test_named_after_the_tool():
    compile_error = Failure("expected ';' before 'return'", "gcc", None, "src/ring.c", 36)
    assert _failure(compile_error) == "`src/ring.c:36`: expected ';' before 'return'"
    assert _failure(Failure("Your requirements could not be resolved", "first-error")) == (
        "Your requirements could not be resolved"
    )
    assert _failure(Failure("assert 1 == 2", "pytest", "test_a", "t.py", 3)) == "`test_a` at `t.py:3`: assert 1 == 2"


def test_points_at_lists_the_log_failures_alone_when_the_conclusion_cites_nothing(
    make: Callable[..., Diagnosis],
) -> None:
    md = render_markdown(make(locations=(Location("tests/test_calc.py", 5, "log"), Location("setup.cfg", None, "log"))))
    assert "\n**Points at:** from the log: `tests/test_calc.py:5` · `setup.cfg`\n" in md


def test_no_locations_no_points_at_line(make: Callable[..., Diagnosis]) -> None:
    assert "Points at" not in render_markdown(make(locations=()))
