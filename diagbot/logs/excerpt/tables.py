"""Benchmark and coverage tables folded to one note: their numbers say how fast or how covered, not what failed.

Recognised by shape, not by tool name: coverage.py's `Name Stmts Miss Cover` table and istanbul's `File | % Stmts`
grid, pytest-benchmark's `---- benchmark: 5 tests ----` table and its legend, Go's `BenchmarkX-8  2000  34.7 ns/op`
rows, criterion's `fib 20  time: [26.0 µs 26.2 µs 26.5 µs]` reports with their change and outlier lines. A table's
rows, rules and header fold into one routine note; a line in it that scores as a failure stays, and splits it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_NUM = r"[\d,.]+"
_CRITERION = r"Benchmarking \S[^:]*(?:: (?:Warming up for|Collecting \d+ samples|Analyzing)\b.*)?$"  # its progress
# a line that opens a table: its header
_HEADER = re.compile(
    r"^\s*(?:Name\s+Stmts\s+Miss\b.*\bCover\b|-{3,} benchmark\b.*-{3,}|File\s+\|\s*% Stmts\b|"
    rf"Benchmark\S+\s+\d+\s+{_NUM} \S+/op\b|\S.*?\s+time:\s+\[{_NUM} \S+ {_NUM} \S+ {_NUM} \S+\]$|{_CRITERION})"
)
# a line that goes on with one
_ROW = re.compile(
    r"^\s*(?:[-=|+ ]{5,}$|-{3,}\|[-|]*$|"  # rules: `-----`, `--------|---------|`
    rf"\S.*?(?:\s+{_NUM}){{2,4}}\s+{_NUM}%(?:\s+[\d, -]+)?$|"  # coverage.py: `pkg/a.py  11  3  73%  4-6`
    rf"\S.*?\s*\|(?:\s*{_NUM}\s*\|){{3,}}.*$|"  # istanbul: `a.js | 73.3 | 50 | 100 | 73.3 | 4-6`
    r"Name \(time in \w+\)\s+Min\b.*|\S+\s+" + _NUM + r" \(" + _NUM + r"\).*|"  # pytest-benchmark's header, rows
    r"Legend:$|  (?:Outliers|OPS): .*|"  # its legend
    rf"Benchmark\S+\s+\d+\s+{_NUM} \S+/op\b.*|"  # go test -bench
    rf"\S.*?\s+time:\s+\[.*\]$|(?:change|thrpt):\s+\[.*|"  # criterion
    r"(?:Performance has (?:regressed|improved)|No change in performance detected|Change within noise threshold)\.|"
    r"Found \d+ outliers among \d+ measurements .*|\d+ \(" + _NUM + r"%\) (?:high|low) (?:mild|severe))$"
)
MIN_ROWS = 3  # a shorter table costs about what its note would


def table_end(texts: Sequence[str], strong: Sequence[bool], k: int) -> int:
    """One past the table that opens at line k, else k: its header, then rows, rules and blank lines between rows.
    A `strong` line (one that scores as a failure) ends it. Shorter than MIN_ROWS lines, it is no table."""
    if strong[k] or not _HEADER.match(texts[k]):
        return k
    end = k + 1
    while end < len(texts) and not strong[end]:
        if _goes_on(texts[end]):
            end += 1
        elif not texts[end].strip() and end + 1 < len(texts) and _goes_on(texts[end + 1]):
            end += 1  # a blank line inside the table
        else:
            break
    return end if end - k >= MIN_ROWS else k


def _goes_on(text: str) -> bool:
    return bool(_ROW.match(text) or _HEADER.match(text))
