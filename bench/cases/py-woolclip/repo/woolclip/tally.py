"""The tally board: sheep shorn by each shearer in each run of the day, by class of sheep."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

CLASSES = ("ewe", "lamb", "ram", "crutch")
RUNS = (1, 2, 3, 4)


@dataclass(frozen=True)
class Entry:
    run: int
    shearer: str
    sheep_class: str
    count: int


def parse_line(line: str, lineno: int = 0) -> Entry:
    """"run2 Hemi ewe 112" -> Entry(2, "Hemi", "ewe", 112)."""
    parts = line.split()
    if len(parts) != 4 or not parts[0].startswith("run"):
        raise ValueError(f"line {lineno}: expected 'runN shearer class count', got {line!r}")
    run_text, shearer, sheep_class, count_text = parts
    if not run_text[3:].isdigit() or int(run_text[3:]) not in RUNS:
        raise ValueError(f"line {lineno}: no such run {run_text!r}")
    if sheep_class not in CLASSES:
        raise ValueError(f"line {lineno}: unknown class {sheep_class!r}")
    if not count_text.isdigit():
        raise ValueError(f"line {lineno}: bad count {count_text!r}")
    return Entry(int(run_text[3:]), shearer, sheep_class, int(count_text))


def parse_board(text: str) -> list[Entry]:
    entries = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if line:
            entries.append(parse_line(line, lineno))
    return entries


def totals_by_shearer(entries: list[Entry]) -> dict[str, dict[str, int]]:
    """{shearer: {class: count}} over the day, shearers in board order."""
    out: dict[str, dict[str, int]] = {}
    for e in entries:
        out.setdefault(e.shearer, defaultdict(int))[e.sheep_class] += e.count
    return {name: dict(counts) for name, counts in out.items()}


def run_totals(entries: list[Entry]) -> dict[int, int]:
    totals = {run: 0 for run in RUNS}
    for e in entries:
        totals[e.run] += e.count
    return totals


def gun(entries: list[Entry]) -> tuple[str, int]:
    """The day's top shearer (the "gun") and their tally; the first on the board wins a tie."""
    by_shearer = {name: sum(c.values()) for name, c in totals_by_shearer(entries).items()}
    name = max(by_shearer, key=lambda n: by_shearer[n])
    return name, by_shearer[name]
