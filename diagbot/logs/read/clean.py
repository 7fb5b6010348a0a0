"""Line cleaning: ANSI escapes, CI timestamp prefixes, carriage-return progress, CI fold markers, repeated lines."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from diagbot.logs.excerpt.score import score_line
from diagbot.logs.read.reader import LogText
from diagbot.logs.secrets.echoes import hidden_values, hide_echoes

_ANSI = re.compile(
    r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]"
    r"|(?<!\\033)(?<!\\x1b)(?<!\\x1B)(?<!\\u001b)(?<!\\u001B)(?<!\\e)\[[0-9;]{1,12}m"  # not source's `"\033[95m"`
)
# GitHub Actions / Azure prefix every line with an ISO timestamp; GitLab runners with a short one; Taskcluster with
# `[task <ISO time>] `
_TIMESTAMP = re.compile(
    r"^\ufeff?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?|^\[\d\d:\d\d:\d\d(?:\.\d+)?\] "
    r"|^\[task \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\] "
)
# Travis and GitLab fold/time markers are bookkeeping, not content; the \r after one only hides it from a terminal
_CI_MARKER = re.compile(r"(?:travis_(?:fold|time):[a-z]+:[^\s\r]*|section_(?:start|end):\d+:[A-Za-z0-9_.-]+)\r?")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def strip_ansi(text: str) -> str:
    """Remove ANSI colour and cursor sequences (also bare `[31m` leftovers)."""
    return _ANSI.sub("", text) if ("\x1b" in text or "m" in text) else text


def clean_line(line: str) -> str:
    """One original line as a terminal would finally show it: no colours, no timestamp, last progress state."""
    if "\x1b" in line or "[" in line:
        line = _ANSI.sub("", line)
    if ("travis_" in line or "section_" in line) and _CI_MARKER.search(line):
        # a marker glued to output ends it: `}travis_time:end:...\rThe command "x" exited with 1.` keeps the `}`
        line = " ".join(part for part in map(_last_state, _CI_MARKER.split(line)) if part)
    elif "\r" in line:
        line = _last_state(line)
    line = _TIMESTAMP.sub("", line)
    return _CONTROL.sub("", line).rstrip()


def _last_state(text: str) -> str:
    """A lone \r redraws the line: its last non-blank state. A failure line the redraw would hide stays in front of
    it: some tools use \r as a line break (`error: File x.org lacks a list\r"})`), and no failure is lost."""
    parts = [p for p in text.split("\r") if p.strip()]
    if not parts:
        return ""
    if score_line(parts[-1]) < 3:
        failed = next((p for p in reversed(parts[:-1]) if score_line(p) == 3), None)
        if failed is not None:
            return f"{failed} {parts[-1].strip()}"
    return parts[-1]


def fold_repeats(numbered: Iterable[tuple[int, str]], *, min_run: int = 3) -> Iterator[tuple[int, int, str]]:
    """(first, last, text) for each line, a run of ≥ `min_run` identical consecutive non-blank lines as one."""
    run: list[tuple[int, str]] = []
    for item in numbered:
        if run and item[1] == run[0][1] and item[0] == run[-1][0] + 1:
            run.append(item)
            continue
        yield from _flush(run, min_run)
        run = [item]
    yield from _flush(run, min_run)


def _flush(run: list[tuple[int, str]], min_run: int) -> Iterator[tuple[int, int, str]]:
    if len(run) >= min_run and run[0][1].strip():
        yield run[0][0], run[-1][0], run[0][1]
    else:
        yield from ((number, number, text) for number, text in run)


def clean_lines(log: LogText, redact: Callable[[str], str]) -> list[tuple[int, str]]:
    """The known lines cleaned then redacted run by run (so a multi-line key is caught), numbered as in the log; a
    secret one run names is then hidden in every other run too, before or after it (echoes.py)."""
    numbers = sorted(log.lines)
    out: list[tuple[int, str]] = []
    found: dict[str, str] = {}  # every value redacted, with its kind
    start = 0
    for i in range(1, len(numbers) + 1):
        if i == len(numbers) or numbers[i] != numbers[i - 1] + 1:
            run = numbers[start:i]
            cleaned = [clean_line(log.lines[n]) for n in run]
            texts = redact("\n".join(cleaned)).split("\n")
            if len(texts) != len(run):  # a rule changed the line count: fall back to line by line
                texts = [redact(line) for line in cleaned]
            pairs = zip(cleaned, texts, strict=True)
            found.update(v for before, after in pairs if before != after for v in hidden_values(before, after).items())
            out.extend(zip(run, texts, strict=True))
            start = i
    return [(n, hide_echoes(text, found)) for n, text in out] if found else out
