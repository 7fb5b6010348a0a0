"""The terminal report: the verdict, the conclusion, one line per tool call, the cost.

Untrusted text has its control characters and escape sequences removed, so a log cannot drive the
terminal; colour is added only when the caller asks (the CLI decides from NO_COLOR and isatty).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from diagbot.diagnosis import Diagnosis, TraceEntry
from diagbot.report.safe import one_line, shorten, strip_controls
from diagbot.words import plural

_STYLES = {"bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33", "cyan": "36"}
_VERDICT_STYLE = {"concluded": "green", "out_of_turns": "yellow", "failed": "red", "fallback": "yellow"}
_FAILURES_SHOWN = 10
_Paint = Callable[..., str]


def render_text(d: Diagnosis, *, color: bool = False) -> str:
    """Render `d` for a terminal; ANSI colour only when `color` is true."""

    def paint(text: str, *styles: str) -> str:
        if not color:
            return text
        codes = ";".join(_STYLES[s] for s in styles)
        return f"\x1b[{codes}m{text}\x1b[0m"

    verdict = paint(f"diagbot: {_verdict(d)}", "bold", _VERDICT_STYLE["fallback" if d.fallback else d.status])
    blocks = [
        "\n".join([verdict, *_facts(d)]),
        strip_controls(d.conclusion).strip() or "(no conclusion)",
        _trace(d.trace, paint, "model trace" if d.fallback else "trace"),
        _trace(d.fallback.trace, paint, "offline heuristic trace") if d.fallback else "",
        "\n".join(f"note: {_line(n)}" for n in d.notes),
        paint(_footer(d), "dim"),
    ]
    return "\n\n".join(b for b in blocks if b) + "\n"


def _verdict(d: Diagnosis) -> str:
    if d.fallback is not None:  # the model failed; its error follows on the next line
        return f"model unavailable; offline heuristic {_verdict(d.fallback)}"
    if d.status == "concluded":
        return f"concluded after {plural(d.turns, 'turn')}"
    if d.status == "out_of_turns":
        return f"out of turns after {plural(d.turns, 'turn')}"
    return f"failed: {_line(d.error or 'unknown error', 300)}"


def _facts(d: Diagnosis) -> list[str]:
    lines = [f"model error: {_line(d.error or 'unknown error', 500)}"] if d.fallback else []
    failures = d.digest.failures if d.digest else ()
    for f in failures[:_FAILURES_SHOWN]:
        where = _line(f.path) + (f":{f.line}" if f.line else "") if f.path else ""
        named = f"{_line(f.test)} at {where}" if f.test and where else _line(f.test) if f.test else where
        lines.append(f"failing: {named + ': ' if named else ''}{_line(f.message)}")
    more = d.digest.failures_more if d.digest else 0
    if hidden := max(len(failures) - _FAILURES_SHOWN, 0) + more:
        lines.append(f"failing: ... and {hidden} more")
    if d.repo is not None:
        repo = f"repo: {_line(d.repo.branch or 'detached')} @ {(d.repo.head or 'unknown')[:7]}"
        if d.repo.base:
            repo += f", {plural(len(d.repo.changed), 'file')} changed vs {_line(d.repo.base)}"
        lines.append(repo + (", uncommitted changes" if d.repo.dirty else ""))
    for loc in d.locations:  # in rank order: the conclusion's citations, then the log's failures
        where = _line(loc.path) + (f":{loc.line}" if loc.line else "")
        lines.append(f"location: {where}" + (" (from the log)" if loc.source == "log" else ""))
    return lines


def _trace(trace: tuple[TraceEntry, ...], paint: _Paint, title: str) -> str:
    if not trace:
        return f"{title}: no tool calls" if title != "trace" else "no tool calls"
    lines = [f"{title} ({plural(len(trace), 'call')}):"]
    for e in trace:
        mark = paint("v", "green") if e.ok else paint("x", "red")
        args = e.args if isinstance(e.args, str) else json.dumps(e.args, ensure_ascii=False)
        fed = f"fed back {e.chars:,} chars" + (" (truncated)" if e.truncated else "")
        summary = f" - {_line(e.summary)}" if e.summary.strip() else ""
        lines.append(f"  {mark} {_line(f'{e.tool}({args})', 160)} {fed}{summary}")
    return "\n".join(lines)


def _footer(d: Diagnosis) -> str:
    parts = [
        _line(d.provider or "no provider"),
        _line(d.model or "no model"),
        plural(d.turns, "turn"),
        f"{d.usage.input_tokens:,} tokens in / {d.usage.output_tokens:,} out",
        f"{d.chars_sent:,} chars sent",
        f"{d.elapsed_s:.1f} s",
    ]
    if d.fallback is not None:
        parts.append(f"offline stand-in: {plural(d.fallback.turns, 'turn')}, {d.fallback.elapsed_s:.1f} s")
    return " | ".join(parts)


def _line(text: str, limit: int = 200) -> str:
    return shorten(one_line(strip_controls(text)), limit).replace("\n", " ")
