"""Log lines as entries for the excerpt: repeats folded, overlong lines cut, scored, routine runs summarised."""

from __future__ import annotations

import re
from dataclasses import dataclass

from diagbot.logs.excerpt.score import NPM_BOILERPLATE, score_line
from diagbot.logs.read.clean import fold_repeats

_MAX_LINE = 1000  # chars: a longer line keeps its first 800 and last 150 ...
_MIN_CUT = 200  # ... unless that would cut less than this: a line of up to 1,200 chars is kept whole
# package-manager chatter and passing tests: a run of these says only "installed" or "passed"
_CHATTER = re.compile(
    r"\s*(?:Installing|Fetching|Downloading|Downloaded|Collecting|Using (?:cached )?\S+ [\d(]|Resolving|Unpacking|"
    r"Get:\d|Setting up|Selecting previously|Preparing to unpack|Requirement already satisfied|Building wheel|"
    r"Processing triggers|Receiving objects|Resolving deltas|remote: |\d+%|npm (?:http|timing|sill)|  Compiling |"
    r"[\u2713\u2714\u221a] |\[\+\] |PASS(?:ED)?\b|SKIP(?:PED)?\b|XFAIL\b|--- PASS|ok \d+ |"
    r"test \S+ \.\.\. ok$|\S+ \.\.\. (?:ok|passed)$|"
    r"\S+(?:\s+\d+){2,4}\s+\d+%|\s*\S+\s*\|(?:\s*[\d.]+\s*\|){3}|"  # coverage tables (coverage.py, istanbul)
    r"\S+ [.sx]+\s+\[\s*\d+%\]$|"  # pytest progress with no failure in it
    r"[\d.]+s (?:call|setup|teardown) |"  # pytest's slowest durations
    r"\[INFO\] [^.]+ \.{3,} (?:SUCCESS|SKIPPED)\b|"  # maven's reactor summary
    r"=== (?:RUN|PAUSE|CONT) |ok\s+\S+\s+[\d.]+s\b|\?\s+\S+\s+\[no test files\]|"  # go test
    r"\S+ > .+ (?:PASSED|SKIPPED)$|\u25b8 |"  # gradle; xcpretty's progress: `▸ Compiling Request.swift`
    r"\S.*: \d+(?:\.\d+)? ?m?s$|"  # a test with its duration: `Acceptance: Composer::Create a Reply: 2083ms`
    rf"{NPM_BOILERPLATE})"
)
_MIN_CHATTER = 6


@dataclass(frozen=True)
class Entry:
    """One excerpt line: original lines number..end (end > number for a folded run), its text and failure score."""

    number: int
    end: int
    text: str
    score: int
    routine: bool = False  # a note standing for a run of routine lines, not the lines themselves
    uncut: str = ""  # the whole line, when `text` is cut in the middle


def to_entries(numbered: list[tuple[int, str]]) -> list[Entry]:
    """Entries for the cleaned, numbered lines, with runs of routine output each folded into one note."""
    return _quiet(_entries(numbered))


def _entries(numbered: list[tuple[int, str]]) -> list[Entry]:
    entries: list[Entry] = []
    for number, text in fold_repeats(numbered):
        end, uncut = number, ""
        if "  [line repeated " in text:
            end = int(text.rsplit(" ", 1)[-1].rstrip("]"))
        if len(text) > _MAX_LINE + _MIN_CUT:
            cut = f"{text[: _MAX_LINE - 200]} [... {len(text) - _MAX_LINE + 50} chars cut ...] {text[-150:]}"
            uncut, text = text, cut
        entries.append(Entry(number, end, text, score_line(text) if text.strip() else 0, uncut=uncut))
    return entries


def _routine(entry: Entry) -> bool:
    return entry.score == 0 and _CHATTER.match(entry.text) is not None


def _quiet(entries: list[Entry]) -> list[Entry]:
    """Runs of >= _MIN_CHATTER routine lines (no failure word) become one line naming their original range."""
    out: list[Entry] = []
    run: list[Entry] = []
    for k, entry in enumerate(entries):
        if _routine(entry) and (not run or entry.number == run[-1].end + 1):
            run.append(entry)
            continue
        if _bridges(run, entry, entries[k + 1 : k + 2]):
            run.append(entry)  # a suite's name between its passing tests
            continue
        out.extend(_summary(run))
        run = [entry] if _routine(entry) else []
        out.extend([] if run else [entry])
    return out + _summary(run)


def _bridges(run: list[Entry], entry: Entry, following: list[Entry]) -> bool:
    """A quiet line between two routine ones, contiguous with both."""
    return (
        bool(run)
        and entry.score == 0
        and entry.number == run[-1].end + 1
        and bool(following)
        and _routine(following[0])
        and following[0].number == entry.end + 1
    )


def _summary(run: list[Entry]) -> list[Entry]:
    if len(run) < _MIN_CHATTER:
        return run
    kinds = "installs, downloads, passing tests, coverage, boilerplate"
    note = f"[... {len(run)} lines of routine output ({kinds}), lines {run[0].number}-{run[-1].end} ...]"
    return [Entry(run[0].number, run[-1].end, note, 0, routine=True)]
