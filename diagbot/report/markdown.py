"""The Markdown report: verdict, conclusion, the tool trace as cards, the excerpt, the cost footer.

Safe to post: everything untrusted goes through `report.safe`, and the whole report fits `limit`
by shrinking the trace results, then the excerpt, then the cards, and only then the conclusion.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

from diagbot.diagnosis import SOURCES, Diagnosis, Location, TraceEntry
from diagbot.logs.types import Failure, LogDigest
from diagbot.report.safe import code_span, cut_markdown, fence, md_text, safe_markdown, shorten
from diagbot.words import plural

_RESULT_CAPS = (2000, 1200, 600, 300)
_EXCERPT_CAPS = (6000, 3000, 1000)
_CARD_CAPS = (60, 20, 6)
_FAILURES_SHOWN = 10
_CALL_CHARS = 200


@dataclass(frozen=True)
class _Budget:
    result: int  # display chars per tool result; 0 leaves the results out
    excerpt: int  # display chars of the log excerpt; 0 leaves it out
    cards: int | None  # cards shown; None shows all


def render_markdown(d: Diagnosis, *, limit: int = 65_536) -> str:
    """Render `d` as GitHub Markdown of at most `limit` UTF-8 bytes.

    Bytes are never fewer than chars, so one limit serves both GitHub's 65,536-char comments and its
    1 MiB (bytes) step summaries.
    """
    conclusion = safe_markdown(d.conclusion.strip()) if d.conclusion.strip() else "_No conclusion._"
    for budget in _budgets():
        text = _render(d, conclusion, budget)
        if _size(text) <= limit:
            return text
    smallest = _Budget(0, 0, 0)
    keep = limit - _size(_render(d, "", smallest)) - 200  # room for the cut note and fence repair
    while True:
        text = _render(d, cut_markdown(conclusion, max(keep, 0)), smallest)
        if _size(text) <= limit or keep <= 0:
            return text
        keep = int(keep * 0.8) - 1


def _budgets() -> Iterator[_Budget]:
    """Shrink the details first: trace results, then the excerpt, then the number of cards."""
    for result in _RESULT_CAPS:
        yield _Budget(result, _EXCERPT_CAPS[0], None)
    for excerpt in _EXCERPT_CAPS:
        yield _Budget(0, excerpt, None)
    for cards in (None, *_CARD_CAPS):
        yield _Budget(0, 0, cards)


def _size(text: str) -> int:
    return len(text.encode("utf-8"))


def _render(d: Diagnosis, conclusion: str, budget: _Budget) -> str:
    sections = [
        _header(d),
        "### Conclusion\n\n" + conclusion,
        _trace(d.trace, budget, "Model tool trace" if d.fallback else "Tool trace"),
        _trace(d.fallback.trace, budget, "Offline heuristic tool trace") if d.fallback else "",
        _excerpt(d.digest, budget.excerpt),
        *(f"> **Note:** {md_text(note)}" for note in d.notes),
        _footer(d),
    ]
    return "\n\n".join(s for s in sections if s) + "\n"


def _header(d: Diagnosis) -> str:
    lines = [f"## diagbot: {_verdict(d)}"]
    if d.digest is not None:
        lines += ["", _failures(d.digest.failures, d.digest.failures_more)]
    if d.fallback is not None:
        lines += ["", f"**Model error:** {md_text(shorten(d.error or 'unknown error', 500))}"]
    if d.locations:
        lines += ["", _points_at(d)]
    if d.repo is not None:
        where = f"{code_span(d.repo.branch or 'detached')} @ {code_span((d.repo.head or 'unknown')[:7])}"
        if d.repo.base:
            where += f" · {plural(len(d.repo.changed), 'file')} changed vs {code_span(d.repo.base)}"
        if d.repo.dirty:
            where += " · uncommitted changes"
        lines += ["", f"**Repository:** {where}"]
    return "\n".join(lines)


def _verdict(d: Diagnosis) -> str:
    if d.fallback is not None:  # the model failed; its error follows in the header
        return f"model unavailable; offline heuristic {_verdict(d.fallback)}"
    turns = plural(d.turns, "turn")
    if d.status == "concluded":
        return f"concluded after {turns}"
    if d.status == "out_of_turns":
        return f"out of turns after {turns}"
    return f"failed: {md_text(shorten(d.error or 'unknown error', 300))}"


def _failures(failures: tuple[Failure, ...], more: int = 0) -> str:
    if not failures:
        return "**Failures:** none recognised in the log"
    items = [f"- {_failure(f)}" for f in failures[:_FAILURES_SHOWN]]
    if hidden := max(len(failures) - _FAILURES_SHOWN, 0) + more:
        items.append(f"- … and {hidden} more")
    return "**Failures:**\n\n" + "\n".join(items)


def _failure(f: Failure) -> str:
    """`test` at `path:line`: message; a build error has no test: `path:line`: message."""
    where = code_span(f"{f.path}:{f.line}" if f.line else f.path) if f.path else ""
    named = code_span(shorten(f.test, 200)) + (f" at {where}" if where else "") if f.test else where
    return f"{named}: {md_text(shorten(f.message, 200))}" if named else md_text(shorten(f.message, 200))


def _points_at(d: Diagnosis) -> str:
    """The locations in rank order: the conclusion's citations, then the log's failures, marked as such."""
    spans = {source: [code_span(_where(loc)) for loc in d.locations if loc.source == source] for source in SOURCES}
    cited = " · ".join(spans["conclusion"])
    logged = "from the log: " + " · ".join(spans["log"]) if spans["log"] else ""
    return "**Points at:** " + " · ".join(part for part in (cited, logged) if part)


def _where(loc: Location) -> str:
    return f"{loc.path}:{loc.line}" if loc.line else loc.path


def _trace(trace: tuple[TraceEntry, ...], budget: _Budget, title: str) -> str:
    if not trace:
        return f"### {title}\n\nNo tool calls."
    cards = [_card(n, e, budget.result) for n, e in enumerate(trace, 1)]
    if budget.cards is not None and budget.cards < len(cards):
        head = (budget.cards + 1) // 2
        tail = budget.cards - head
        gap = f"*… {len(cards) - head - tail} calls not shown to fit the size limit …*"
        cards = [*cards[:head], gap, *cards[len(cards) - tail :]]
    if budget.result <= 0 and any(e.content for e in trace):
        cards.insert(0, "*Tool results left out to fit the size limit.*")
    return f"### {title} ({plural(len(trace), 'call')})\n\n" + "\n\n".join(cards)


def _card(n: int, e: TraceEntry, cap: int) -> str:
    mark = "✓" if e.ok else "✗"
    fed = f"{e.chars:,} chars fed back" + (" (truncated)" if e.truncated else "")
    line = f"**{n}.** {mark} {code_span(shorten(_call(e), _CALL_CHARS))} · {fed}"
    if e.summary.strip():
        line += f" · {md_text(shorten(e.summary, 200))}"
    if cap <= 0 or not e.content:
        return line
    return f"{line}\n\n{_details('Result', fence(shorten(e.content, cap)))}"


def _call(e: TraceEntry) -> str:
    args = e.args if isinstance(e.args, str) else json.dumps(e.args, ensure_ascii=False)
    return f"{e.tool}({args})"


def _excerpt(digest: LogDigest | None, cap: int) -> str:
    if digest is None or not digest.excerpt.strip():
        return ""
    if cap <= 0:
        return "*The log excerpt was left out to fit the size limit.*"
    title = f"Log excerpt ({digest.excerpt_lines:,} of {digest.log_lines:,} lines"
    if digest.first_error_line:
        title += f"; first error at line {digest.first_error_line:,}"
    return _details(title + ")", fence(shorten(digest.excerpt, cap)))


def _details(summary: str, body: str) -> str:
    # blank lines around the fence so GitHub renders it as Markdown inside the HTML block
    return f"<details><summary>{summary}</summary>\n\n{body}\n\n</details>"


def _footer(d: Diagnosis) -> str:
    parts = [
        md_text(d.provider or "no provider"),
        md_text(d.model or "no model"),
        plural(d.turns, "turn"),
        f"{d.usage.input_tokens:,} tokens in / {d.usage.output_tokens:,} out",
        f"{d.chars_sent:,} chars sent",
        f"{d.elapsed_s:.1f} s",
    ]
    if d.fallback is not None:
        parts.append(f"offline stand-in: {plural(d.fallback.turns, 'turn')}, {d.fallback.elapsed_s:.1f} s")
    return "---\n<sub>" + " · ".join(parts) + "</sub>"
