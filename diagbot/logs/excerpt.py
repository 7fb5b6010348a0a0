"""The excerpt: ≤ 8,000 chars of cleaned, redacted log lines, chosen by priority and numbered as in the original.

Priority: 1. the first meaningful error, 2. the failure blocks with context, 3. the tail, 4. the head.
Every omitted stretch is named by its original line numbers so the model can ask for it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from diagbot.logs.clean import clean_line, fold_repeats
from diagbot.logs.reader import LogText

BUDGET = 8000
_MAX_LINE = 1000
_FIRST_CAP, _STEP_CAP, _TAIL_CAP, _BLOCK_CAP = 1500, 2500, 800, 1500  # chars per interval, tuned on LogChunks
_NOTE_COST = 48  # "[... lines 123456-234567 omitted ...]\n" and some slack

_STRONG = re.compile(
    r"^\s*(?:##\[error\]|npm ERR!|FAIL(?:ED|URE)?\b|ERROR\b|E {3}|\[ERROR\]|\[FAIL\]|not ok \d|Error:|"
    r"error(?:\[\w+\])?:|fatal:|FATAL\b|panic:|Traceback \(most|BUILD FAIL|\*\*\*\s*\(?\w*Error|rake aborted|\d+\) )"
    r"|exited with (?:code )?[1-9]|exit (?:code|status) [1-9]|<<< (?:FAILURE|ERROR)!|\*\*\* FAILED|: (?:fatal )?error\b"
    r"|undefined reference|Segmentation fault|\w+(?:Error|Exception)\b:|Exception in thread|\b[1-9]\d* (?:failed|"
    r"failing|failures?|errors?)\b|[Tt]ests? failed|make: \*\*\*|[Cc]ommand failed|[Ff]ailed to |\bFAILED\b|--- FAIL|"
    r"[\u2717\u2715\u2716\u00d7] |Assertion(?:Error| failed)|\bcould not\b|\bcannot\b|[Nn]o such file|\bnot found\b|"
    r"\bTimeout\b|timed out|"
    r"\b[Ff]ailed \d|\bDubious\b|[Ee]xpected .* (?:got|but)"
)
_WEAK = re.compile(r"(?i)error|fail|exception|fatal|panic|abort|denied|undefined|refused|expected|traceback|\bwarn")
_STEP_END = re.compile(
    r"exited with (?:code )?[1-9]|exit (?:code|status):? [1-9]|Process completed with exit code [1-9]|Job failed|"
    r"returned a non-zero|BUILD FAIL|[Cc]ommand failed"
)
_CONTINUED = re.compile(r"\s|at |Caused by|\.\.\. \d+ more|#\d|File \"|\+|-|\|")
_DIGITS = re.compile(r"\d+|0x[0-9a-fA-F]+")
_NOISE = re.compile(
    r"(?i)\b0 (?:errors?|failures?|failed)\b|(?:errors?|failures?|failed)\W{0,3}0\b|-W(?:no-)?error|error_report|"
    r"fail[_-]?fast|allow_failures|continue-on-error|ignore[_-]?errors|on_?error|\berror\.(?:h|c|js|ts|py|rb)\b"
)


# cheap prefilter: every _STRONG/_WEAK alternative contains one of these (checked on the lowercased line)
_KEYWORDS = (
    "err",
    "fail",
    "fatal",
    "panic",
    "trace",
    "abort",
    "exit",
    "undefined",
    "segmentation",
    "exception",
    "could not",
    "cannot",
    "no such",
    "not found",
    "timeout",
    "timed out",
    "denied",
    "refused",
    "expected",
    "warn",
    "not ok",
    "***",
    ") ",
    "✗",
    "✕",
    "✖",
    "\u00d7",
)


@dataclass(frozen=True)
class _Entry:
    number: int
    end: int
    text: str
    score: int


def _score(text: str) -> int:
    low = text.lower()
    if not any(word in low for word in _KEYWORDS) or _NOISE.search(text):
        return 0
    if _STRONG.search(text):
        return 3
    return 1 if _WEAK.search(text) else 0


def clean_lines(log: LogText, redact: Callable[[str], str]) -> list[tuple[int, str]]:
    """The known lines cleaned then redacted run by run (so a multi-line key is caught), numbered as in the log."""
    numbers = sorted(log.lines)
    out: list[tuple[int, str]] = []
    start = 0
    for i in range(1, len(numbers) + 1):
        if i == len(numbers) or numbers[i] != numbers[i - 1] + 1:
            run = numbers[start:i]
            texts = redact("\n".join(clean_line(log.lines[n]) for n in run)).split("\n")
            if len(texts) != len(run):  # a rule changed the line count: fall back to line by line
                texts = [redact(clean_line(log.lines[n])) for n in run]
            out.extend(zip(run, texts, strict=True))
            start = i
    return out


def _entries(numbered: list[tuple[int, str]]) -> list[_Entry]:
    entries: list[_Entry] = []
    for number, text in fold_repeats(numbered):
        if not text.strip():
            continue  # blank lines are dropped silently: no note needed for them
        end = number
        if "  [line repeated " in text:
            end = int(text.rsplit(" ", 1)[-1].rstrip("]"))
        if len(text) > _MAX_LINE:
            text = f"{text[: _MAX_LINE - 200]} [... {len(text) - _MAX_LINE + 50} chars cut ...] {text[-150:]}"
        entries.append(_Entry(number, end, text, _score(text)))
    return entries


def build_excerpt(log: LogText, numbered: list[tuple[int, str]]) -> tuple[str, int | None]:
    """The excerpt of `numbered` (from clean_lines) and the line number of the first meaningful error (or None)."""
    entries = _entries(numbered)
    width = len(str(max(log.total_lines, 1)))
    chosen = _select(entries, width)
    first = next((e.number for e in entries if e.score == 3), None)
    return _render(entries, sorted(chosen), log, width, first), first


def _cost(entry: _Entry, width: int) -> int:
    return width + 3 + len(entry.text)


def _select(entries: list[_Entry], width: int) -> set[int]:
    """Greedy fill, interval by interval in priority order, each capped, each gap counted with its note."""
    chosen: set[int] = set()
    budget = BUDGET - 160
    for indexes, cap in _priorities(entries):
        for i in indexes:
            if i in chosen:
                continue
            cost = _cost(entries[i], width) + (0 if (i - 1 in chosen or i + 1 in chosen) else _NOTE_COST)
            if cost > min(budget, cap):
                break
            chosen.add(i)
            budget -= cost
            cap -= cost
    return chosen


def _template(text: str) -> str:
    return _DIGITS.sub("#", text)[:60]


def _priorities(entries: list[_Entry]) -> list[tuple[range, int]]:
    """The intervals to fill, most important first, each with a char cap."""
    n = len(entries)
    strong = [i for i, e in enumerate(entries) if e.score == 3]
    counts = Counter(_template(entries[i].text) for i in strong)
    rare = [i for i in strong if counts[_template(entries[i].text)] <= 2] or strong
    ends = [i for i, e in enumerate(entries) if _STEP_END.search(e.text)] or [n - 1]
    plan: list[tuple[range, int]] = []
    if rare:
        plan.append((range(max(0, rare[0] - 3), _block_end(entries, rare[0], 12)), _FIRST_CAP))
    plan.append((range(min(n - 1, ends[0] + 2), -1, -1), _STEP_CAP))
    plan.append((range(n - 1, -1, -1), _TAIL_CAP))
    if ends[-1] != ends[0]:
        plan.append((range(min(n - 1, ends[-1] + 2), -1, -1), 800))
    for lo, hi in sorted(_blocks(entries, rare), key=lambda b: abs(b[0] - ends[0])):
        plan.append((range(lo, hi), _BLOCK_CAP))
    plan.append((range(min(n - 1, ends[0] + 2), -1, -1), BUDGET))
    plan.append((range(n - 1, -1, -1), BUDGET))
    plan.append((range(min(n, 5)), BUDGET))
    return plan


def _block_end(entries: list[_Entry], i: int, after: int) -> int:
    """One past the block's last line: at least `after` lines, longer while a stack trace or indented detail goes on."""
    end, n = min(len(entries), i + after + 1), len(entries)
    while end < n and end - i < 80 and _CONTINUED.match(entries[end].text):
        end += 1
    return end


def _blocks(entries: list[_Entry], strong: list[int], before: int = 3, after: int = 8) -> list[tuple[int, int]]:
    """Merge each strong line's window [i - before, block end) into disjoint blocks."""
    blocks: list[tuple[int, int]] = []
    for i in strong:
        lo, hi = max(0, i - before), _block_end(entries, i, after)
        if blocks and lo <= blocks[-1][1]:
            blocks[-1] = (blocks[-1][0], max(hi, blocks[-1][1]))
        else:
            blocks.append((lo, hi))
    return blocks


def _blank_gap(log: LogText, lo: int, hi: int, adjacent: bool) -> bool:
    """True when the lines lo..hi-1 are known and blank, so leaving them out needs no note."""
    return adjacent and (log.complete or (hi - lo < 50 and all(n in log.lines for n in range(lo, hi))))


def _render(entries: list[_Entry], chosen: list[int], log: LogText, width: int, first: int | None) -> str:
    head = f"[log: {log.total_lines} lines, {log.total_bytes} bytes"
    head += f"; first error at line {first}]" if first else "; no error marker found]"
    out = [head]
    previous_end, previous_i = 0, -1
    for i in chosen:
        entry = entries[i]
        if entry.number > previous_end + 1 and not _blank_gap(log, previous_end + 1, entry.number, i == previous_i + 1):
            out.append(f"[... lines {previous_end + 1}-{entry.number - 1} omitted ...]")
        out.append(f"{entry.number:>{width}}| {entry.text}")
        previous_end, previous_i = entry.end, i
    if chosen and chosen[-1] != len(entries) - 1:
        out.append(f"[... lines {previous_end + 1}-{log.total_lines} omitted ...]")
    text = "\n".join(out)
    return text if len(text) <= BUDGET else text[: text.rfind("\n", 0, BUDGET)]
