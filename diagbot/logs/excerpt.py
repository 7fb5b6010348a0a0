"""The excerpt: ≤ 8,000 chars of cleaned, redacted log lines, chosen by priority and numbered as in the original.

Priority: 1. the first meaningful error, 2. the failure blocks with context, 3. the tail, 4. the head.
Lines come in contiguous blocks, each headed `[lines a-b]` with its original line numbers (line k of a block is
line a + k - 1: blank lines are kept as empty lines); every omitted stretch is named `[... lines a-b omitted ...]`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from diagbot.logs.clean import fold_repeats
from diagbot.logs.reader import LogText
from diagbot.logs.scan import CONTINUED, SECTION, STEP_END, STEP_START, score_line

BUDGET = 8000
_MAX_LINE = 1000
_SLACK = 60  # the log header line and rounding
_FIRST_CAP, _STEP_CAP, _TAIL_CAP, _BLOCK_CAP = 1500, 3000, 2700, 800  # chars: first error, failing step, tail, a block
_DIGITS = re.compile(r"\d+|0x[0-9a-fA-F]+")
# package-manager chatter and passing tests: a run of these says only "installed" or "passed"
_CHATTER = re.compile(
    r"\s*(?:Installing|Fetching|Downloading|Downloaded|Collecting|Using (?:cached )?\S+ [\d(]|Resolving|Unpacking|"
    r"Get:\d|Setting up|Selecting previously|Preparing to unpack|Requirement already satisfied|Building wheel|"
    r"Processing triggers|Receiving objects|Resolving deltas|remote: |\d+%|npm (?:http|timing|sill)|  Compiling |"
    r"[\u2713\u2714\u221a] |\[\+\] |PASS(?:ED)?\b|SKIP(?:PED)?\b|XFAIL\b|--- PASS|ok \d+ |"
    r"test \S+ \.\.\. ok$|\S+ \.\.\. (?:ok|passed)$|"
    r"\S+(?:\s+\d+){2,4}\s+\d+%|\s*\S+\s*\|(?:\s*[\d.]+\s*\|){3}|"  # coverage tables (coverage.py, istanbul)
    r"\S+ [.sx]+\s+\[\s*\d+%\]$)"  # pytest progress with no failure in it
)
_MIN_CHATTER = 6
_IDENT = re.compile(r"[A-Za-z_][\w./:#-]{5,}[\w]")
_SUMMARY_LINES, _NAMED = 40, 3
_HEADER_LINES = 100
_JOIN = 6500  # chars: first error to failing step's end, taken as one block when within this
RULE_HEADER = re.compile(r"^\s*([=_*#-])\1{2,} \S.*\S \1{3,}\s*$")  # `____ test_x ____`, `=== FAILURES ===`
_TOOL_PREFIX = re.compile(r"\s*(?:\[\w+\]|\w+ ERR!|==\d+==|E )")  # sbt/maven `[error]`, npm, sanitizers, pytest


@dataclass(frozen=True)
class _Entry:
    number: int
    end: int
    text: str
    score: int


def _entries(numbered: list[tuple[int, str]]) -> list[_Entry]:
    entries: list[_Entry] = []
    for number, text in fold_repeats(numbered):
        end = number
        if "  [line repeated " in text:
            end = int(text.rsplit(" ", 1)[-1].rstrip("]"))
        if len(text) > _MAX_LINE:
            text = f"{text[: _MAX_LINE - 200]} [... {len(text) - _MAX_LINE + 50} chars cut ...] {text[-150:]}"
        entries.append(_Entry(number, end, text, score_line(text) if text.strip() else 0))
    return entries


def _routine(entry: _Entry) -> bool:
    return entry.score == 0 and _CHATTER.match(entry.text) is not None


def _quiet(entries: list[_Entry]) -> list[_Entry]:
    """Runs of >= _MIN_CHATTER routine lines (no failure word) become one line naming their original range."""
    out: list[_Entry] = []
    run: list[_Entry] = []
    for entry in entries:
        if _routine(entry) and (not run or entry.number == run[-1].end + 1):
            run.append(entry)
            continue
        out.extend(_summary(run))
        run = [entry] if _routine(entry) else []
        out.extend([] if run else [entry])
    return out + _summary(run)


def _summary(run: list[_Entry]) -> list[_Entry]:
    if len(run) < _MIN_CHATTER:
        return run
    kinds = "installs, downloads, passing tests, coverage"
    note = f"[... {len(run)} lines of routine output ({kinds}), lines {run[0].number}-{run[-1].end} ...]"
    return [_Entry(run[0].number, run[-1].end, note, 0)]


def build_excerpt(log: LogText, numbered: list[tuple[int, str]]) -> tuple[str, int | None]:
    """The excerpt of `numbered` (from clean_lines) and the line number of the first meaningful error (or None)."""
    entries = _quiet(_entries(numbered))
    index = first_error(entries)
    first = None if index is None else entries[index].number
    chosen = _Selection(entries, 2 * len(str(max(log.total_lines, 1))) + 30)
    for indexes, cap in _priorities(entries):
        chosen.grow(indexes, cap)
    return _render(entries, sorted(chosen.chosen), log, first), first


class _Selection:
    """The chosen entry indexes and the budget left; a line that opens a new block also pays for its header and note."""

    def __init__(self, entries: list[_Entry], overhead: int) -> None:
        self.entries, self.overhead = entries, overhead
        self.chosen: set[int] = set()
        self.budget = BUDGET - _SLACK - overhead  # the closing note

    def _cost(self, i: int) -> int:
        joined = (i - 1 in self.chosen and self._next(i - 1, i)) or (i + 1 in self.chosen and self._next(i, i + 1))
        return len(self.entries[i].text) + 1 + (0 if joined else self.overhead)

    def _next(self, a: int, b: int) -> bool:
        return self.entries[b].number == self.entries[a].end + 1

    def grow(self, indexes: Iterable[int], cap: int) -> None:
        """Add `indexes` in order until the next one would pass `cap` (chars for this call) or the budget."""
        for i in indexes:
            if i in self.chosen:
                continue
            cost = self._cost(i)
            if cost > min(self.budget, cap):
                return
            self.chosen.add(i)
            self.budget -= cost
            cap -= cost


def _template(text: str) -> str:
    return _DIGITS.sub("#", text)[:60]


def _failing_step(entries: list[_Entry]) -> tuple[int, int]:
    """Index range of the step that failed first: from its command line to its non-zero exit (else the whole log)."""
    end = next((i for i, e in enumerate(entries) if STEP_END.search(e.text)), len(entries) - 1)
    start = next((i for i in range(end, -1, -1) if STEP_START.match(entries[i].text)), 0)
    return start, end


def first_error(entries: list[_Entry]) -> int | None:
    """Index of the first meaningful error: the first rare strong line of the failing step, else of the whole log."""
    strong = [i for i, e in enumerate(entries) if e.score == 3]
    counts = Counter(_template(entries[i].text) for i in strong)
    rare = [i for i in strong if counts[_template(entries[i].text)] <= 2] or strong
    rare = [i for i in rare if not SECTION.match(entries[i].text)]  # a section header is not an error itself
    start, end = _failing_step(entries)
    return next((i for i in rare if start <= i <= end), rare[0] if rare else None)


def _priorities(entries: list[_Entry]) -> list[tuple[Iterable[int], int]]:
    """Contiguous ranges to fill, most important first, each with a char cap; later ones widen the earlier."""
    n = len(entries)
    strong = [i for i, e in enumerate(entries) if e.score == 3]
    counts = Counter(_template(entries[i].text) for i in strong)
    rare = [i for i in strong if counts[_template(entries[i].text)] <= 2] or strong
    start, end = _failing_step(entries)
    step = min(n - 1, end + 2)
    first = first_error(entries)
    plan: list[tuple[Iterable[int], int]] = []
    block: list[int] = []
    if first is not None:  # the error and what follows, then up to the header of the failure it belongs to
        top = _header_above(entries, first)
        block = [*range(max(0, first - 6), _block_end(entries, first, 12)), *range(first - 7, top - 1, -1)]
    plan.append((block, _FIRST_CAP))
    plan.append((range(step, -1, -1), _STEP_CAP))
    if first is not None and sum(len(e.text) + 1 for e in entries[max(0, first - 6) : step + 1]) <= _JOIN:
        plan.append((range(step, max(-1, first - 7), -1), BUDGET))  # the failing step's output whole, when it fits
    plan.append((range(n - 1, -1, -1), _TAIL_CAP))
    for i in _named_in_summary(entries, end)[:_NAMED]:
        hi = _block_end(entries, i, 4)
        plan.append(([*range(i, hi), *range(i - 1, max(-1, i - 16), -1)], _BLOCK_CAP))
    inside = [b for b in _blocks(entries, rare) if start <= b[1] and b[0] <= end]
    outside = [b for b in _blocks(entries, rare) if b not in inside]
    for lo, hi in sorted(inside, key=lambda b: end - b[0]) + sorted(outside, key=lambda b: abs(b[0] - end)):
        plan.append((range(lo, hi), _BLOCK_CAP))
    plan.append((range(n - 1, -1, -1), BUDGET))
    plan.append((range(step, -1, -1), BUDGET))
    plan.append((range(min(n, 5)), BUDGET))
    return plan


def _header_above(entries: list[_Entry], i: int) -> int:
    """The rule-drawn header (`____ test_x ____`, `=== FAILURES ===`) that opens the failure holding line i, else i."""
    for j in range(i - 1, max(-1, i - _HEADER_LINES), -1):
        if RULE_HEADER.match(entries[j].text):
            return j
        if STEP_START.match(entries[j].text) or (entries[j].score == 3 and j < i - 6):
            break  # another command or another failure: no header of ours above
    return i


def _named_in_summary(entries: list[_Entry], end: int) -> list[int]:
    """Earlier failure lines naming a rare identifier (test file, test name) that the failing step's last lines name.

    Test runners close with a summary of what failed; the detail block of each named item is further up.
    """
    summary = range(max(0, end - _SUMMARY_LINES), min(len(entries), end + 3))
    wanted = {t for i in summary for t in _IDENT.findall(entries[i].text) if _distinctive(t)}
    if not wanted:
        return []
    hits: dict[str, list[int]] = {}
    for i in range(summary.start):
        for token in wanted.intersection(_IDENT.findall(entries[i].text)):
            hits.setdefault(token, []).append(i)
    said = {_template(entries[i].text) for i in summary}
    rare = sorted({i for found in hits.values() if len(found) <= 2 for i in found}, reverse=True)
    return [  # failure detail, not a copy of the summary nor a command line
        i
        for i in rare
        if entries[i].score == 3 and _template(entries[i].text) not in said and not STEP_START.match(entries[i].text)
    ]


def _distinctive(token: str) -> bool:
    """An identifier rather than a word: a path, a dotted or namespaced name, a camelCase or numbered name."""
    return (
        any(c in token for c in "/.:#_")
        or any(c.isdigit() for c in token)
        or not (token.islower() or token[1:].islower())
    )


def _block_end(entries: list[_Entry], i: int, after: int) -> int:
    """One past the block's last line: at least `after` lines, longer while its detail goes on.

    Detail is an indented line or stack frame, a line with the anchor's own tool prefix (`[error]`, `npm ERR!`),
    a blank line followed by more detail, or anything up to the next header of the anchor's failure section.
    """
    n = len(entries)
    end, limit = min(n, i + after + 1), min(n, i + 250)
    section = SECTION.match(entries[i].text)
    if section:  # `=== FAILURES ===` runs to the next header drawn with the same character
        rule = section[1][:3]
        closing = next((j for j in range(i + 1, limit) if entries[j].text.lstrip().startswith(rule)), limit)
        return max(end, closing)
    prefix = _TOOL_PREFIX.match(entries[i].text)
    while end < limit and (
        _detail(entries[end].text, prefix)
        or (not entries[end].text.strip() and end + 1 < n and _detail(entries[end + 1].text, prefix))
    ):
        end += 1
    return end


def _detail(text: str, prefix: re.Match[str] | None) -> bool:
    return bool(text.strip()) and (
        CONTINUED.match(text) is not None or (prefix is not None and text.startswith(prefix[0]))
    )


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


def _runs(entries: list[_Entry], chosen: list[int]) -> list[list[_Entry]]:
    """The chosen entries as blocks of consecutive original lines."""
    runs: list[list[_Entry]] = []
    for i in chosen:
        entry = entries[i]
        if runs and entry.number == runs[-1][-1].end + 1:
            runs[-1].append(entry)
        else:
            runs.append([entry])
    for run in runs:  # blank lines at a block's edge say nothing
        while len(run) > 1 and not run[-1].text.strip():
            run.pop()
        while len(run) > 1 and not run[0].text.strip():
            run.pop(0)
    return runs


def _render(entries: list[_Entry], chosen: list[int], log: LogText, first: int | None) -> str:
    head = f"[log: {log.total_lines} lines, {log.total_bytes} bytes"
    out = [head + (f"; first error at line {first}]" if first else "; no error marker found]")]
    previous = 0
    for run in _runs(entries, chosen):
        if run[0].number > previous + 1:
            out.append(f"[... lines {previous + 1}-{run[0].number - 1} omitted ...]")
        out.append(f"[lines {run[0].number}-{run[-1].end}]")
        out.extend(entry.text for entry in run)
        previous = run[-1].end
    if previous < log.total_lines:
        out.append(f"[... lines {previous + 1}-{log.total_lines} omitted ...]")
    text = "\n".join(out)
    return text if len(text) <= BUDGET else text[: text.rfind("\n", 0, BUDGET)]
