"""Log lines as entries for the excerpt: repeats folded, overlong lines cut, scored, routine runs summarised."""

from __future__ import annotations

import re
from dataclasses import dataclass

from diagbot.logs.excerpt.score import MAVEN_BOILERPLATE, NPM_BOILERPLATE, score_line
from diagbot.logs.excerpt.tables import table_end
from diagbot.logs.read.clean import fold_repeats

_MAX_LINE = 1000  # chars: a longer line keeps its first 800 and last 150 ...
_MIN_CUT = 200  # ... unless that would cut less than this: a line of up to 1,200 chars is kept whole
# package-manager chatter and passing tests: a run of these says only "installed" or "passed"
_CHATTER = re.compile(
    r"\s*(?:Installing|Fetching|Downloading|Downloaded|Collecting|Using (?:cached )?\S+ [\d(]|Resolving|Unpacking|"
    r"Get:\d|Setting up|Selecting previously|Preparing to unpack|Requirement already satisfied|Building wheel|"
    r"Processing triggers|Receiving objects|Resolving deltas|remote: |\d+%|npm (?:http|timing|sill)|  Compiling |"
    r"[\u2713\u2714\u221a] |\[\+\] |PASS(?:ED)?\b|SKIP(?:PED)?\b|XFAIL\b|--- PASS|ok \d+ |"
    r".+ \.\.\. (?:ok|skipped\b.*|expected failure)$|\S+ \.\.\. passed$|"  # unittest -v, cargo's `test x ... ok`
    r"\S+(?:\s+\d+){2,4}\s+\d+%|\s*\S+\s*\|(?:\s*[\d.]+\s*\|){3}|"  # coverage tables (coverage.py, istanbul)
    r"\S+ [.sx]+\s+\[\s*\d+%\]$|\S+::\S.* (?:PASSED|SKIPPED|XFAIL|XPASS)(?:\s+\[\s*\d+%\])?$|"  # pytest, -v too
    r"[\d.]+s (?:call|setup|teardown) |"  # pytest's slowest durations
    r"# Subtest: |\s+(?:---|\.\.\.|duration_ms: [\d.]+|type: '(?:test|suite)')$|"  # TAP 13's YAML under a test
    r"\[INFO\] [^.]+ \.{3,} (?:SUCCESS|SKIPPED)\b|"  # maven's reactor summary
    r"=== (?:RUN|PAUSE|CONT) |ok\s+\S+\s+[\d.]+s\b|\?\s+\S+\s+\[no test files\]|"  # go test
    r"\S+ > .+ (?:PASSED|SKIPPED)$|\u25b8 |"  # gradle; xcpretty's progress: `▸ Compiling Request.swift`
    r"\S.*: \d+(?:\.\d+)? ?m?s$|"  # a test with its duration: `Acceptance: Composer::Create a Reply: 2083ms`
    r"\[INFO\](?: |$)|(?:\[INFO\] )?(?:Downloading|Downloaded|Progress \(\d+\)):? |"  # maven's INFO level, downloads
    rf"{NPM_BOILERPLATE}|{MAVEN_BOILERPLATE})"
)
_MIN_CHATTER = 6
_BRIDGE = 3  # quiet lines between passing tests that join their runs: a blank, a suite's name, a context's
# a Rust backtrace's frames in the standard library and the test harness (its name line, or its `at /rustc/...`
# line), and the note under it, and node's own frames: a failure's project frames (`at ./src/lib.rs:102:9`,
# `(file:///w/test/cli.test.js:21:10)`) are the ones that say where
_STD_FRAME = re.compile(
    r"\s+\d+: (?:(?:std|core|alloc|test|__rustc|panic_unwind)::|rust_begin_unwind$|__rust_|<(?:fn\(|F as |"
    r"(?:std|core|alloc)::))"
    r"|\s+at /rustc/[0-9a-f]+/library/|note: Some details are omitted, run with `RUST_BACKTRACE=full`"
    # node's own frames, with `at` or as node:test's YAML stack lists them: `Test.run (node:internal/test_runner/...)`
    r"|\s+(?:at\s+)?(?:[\w$.<>\[\]][\w$.<>\[\] ]* \()?node:[\w/_-]+:\d+:\d+\)?\s*$"
)
_MIN_FRAMES = 2  # lines: one frame, its name and where
# AddressSanitizer's map of shadow memory around the bad address and the legend of its byte codes: the same in every
# report, its `SUMMARY:` line and frames above say what and where
_SHADOW = re.compile(
    r"Shadow bytes around the buggy address:$|(?:=>|  )0x[0-9a-f]+:(?:[ \[\]]+[0-9a-f]{2})+\]?\s*$"
    r"|Shadow byte legend \(|  [A-Z][\w ]+:\s+[0-9a-f]{2}(?: [0-9a-f]{2})*\s*$"
)


@dataclass(frozen=True)
class Entry:
    """One excerpt line: original lines number..end (end > number for a folded run), its text and failure score."""

    number: int
    end: int
    text: str
    score: int
    routine: bool = False  # a note standing for a run of routine lines, not the lines themselves
    uncut: str = ""  # the whole line, when `text` is cut in the middle


def to_entries(
    numbered: list[tuple[int, str]], *, quiet: bool = True, cut: bool = True, frames: bool = False
) -> list[Entry]:
    """Entries for the cleaned, numbered lines, with runs of routine output each folded into one note (`quiet`), or
    only a backtrace's standard-library frames and a sanitizer's shadow memory map (`frames`: they say nothing of
    the project, even in a log shown whole), and overlong lines cut in the middle (`cut`)."""
    entries = _entries(numbered, cut)
    return _quiet(entries) if quiet else _frames(entries) if frames else entries


def _frames(entries: list[Entry]) -> list[Entry]:
    """Each run of standard-library frames, and each sanitizer's shadow memory map, folded into one note; every other
    line as it is."""
    out: list[Entry] = []
    run: list[Entry] = []
    for entry in entries:
        kind = _said_nothing(entry)
        if kind and (not run or (entry.number == run[-1].end + 1 and kind == _said_nothing(run[-1]))):
            run.append(entry)
            continue
        out += _summary(run)
        run = [entry] if kind else []
        out += [] if run else [entry]
    return out + _summary(run)


def _said_nothing(entry: Entry) -> str:
    """What kind of lines that say nothing of the project, even in a log shown whole, this one is ("" for none)."""
    return "frames" if _STD_FRAME.match(entry.text) else "shadow" if _SHADOW.match(entry.text) else ""


def with_context(entries: list[Entry], index: int, numbered: list[tuple[int, str]], keep: int) -> list[Entry]:
    """The entries with the routine run right above entries[index] (the first failure) opened up for its last `keep`
    lines: `ok 10` before `not ok 11` is the failure's context, not routine output."""
    above = next((k for k in range(index - 1, max(-1, index - keep - 1), -1) if entries[k].routine), None)
    if above is None:
        return entries
    run = entries[above]
    opened = _entries([(n, t) for n, t in numbered if max(run.number, run.end - keep + 1) <= n <= run.end], cut=True)
    rest = _summary([e for e in _entries([(n, t) for n, t in numbered if run.number <= n < opened[0].number], True)])
    shown = [*rest, *opened]
    return [*entries[:above], *shown, *entries[above + 1 :]]


def _entries(numbered: list[tuple[int, str]], cut: bool) -> list[Entry]:
    entries: list[Entry] = []
    for number, end, text in fold_repeats(numbered):
        uncut = ""
        if cut and len(text) > _MAX_LINE + _MIN_CUT:
            short = f"{text[: _MAX_LINE - 200]} [... {len(text) - _MAX_LINE + 50} chars cut ...] {text[-150:]}"
            uncut, text = text, short
        entries.append(Entry(number, end, text, score_line(text) if text.strip() else 0, uncut=uncut))
    return entries


def _routine(entry: Entry) -> bool:
    return _chatter(entry) or bool(_said_nothing(entry))


def _chatter(entry: Entry) -> bool:
    return entry.score == 0 and _CHATTER.match(entry.text) is not None


def _quiet(entries: list[Entry]) -> list[Entry]:
    """Runs of >= _MIN_CHATTER routine lines (no failure word), and each benchmark or coverage table, become one line
    naming their original range."""
    out: list[Entry] = []
    run: list[Entry] = []
    texts, strong = [e.text for e in entries], [e.score == 3 for e in entries]
    table = 0  # one past the table the current entry is in
    bridged = 0  # one past the quiet lines bridging two routine runs
    for k, entry in enumerate(entries):
        if k >= table and (table := table_end(texts, strong, k)) > k:
            out.extend(_summary(run))
            run = []
            first, last = entry.number, entries[table - 1].end
            note = f"{last - first + 1} lines of a benchmark or coverage table, lines {first}-{last}"
            out.append(Entry(first, last, note, 0, routine=True))
        if k < table:
            continue
        if _routine(entry) and (not run or entry.number == run[-1].end + 1):
            run.append(entry)
            continue
        if k < bridged or (bridged := k + _bridge(run, entries[k : k + _BRIDGE + 1])) > k:
            run.append(entry)  # a suite's name (and a blank line) between its passing tests
            continue
        out.extend(_summary(run))
        run = [entry] if _routine(entry) else []
        out.extend([] if run else [entry])
    return out + _summary(run)


def _bridge(run: list[Entry], ahead: list[Entry]) -> int:
    """How many quiet lines (no failure word: a suite's name, a blank) at the start of `ahead` lie between the run of
    chatter (passing tests, installs) and another such line, all contiguous; 0 when they do not (at most _BRIDGE)."""
    last = run[-1].end if run and _chatter(run[-1]) else None  # not a backtrace's frames: the project's lie between
    for n, entry in enumerate(ahead):
        if last is None or entry.number != last + 1:
            return 0
        if n and _chatter(entry):
            return n
        if entry.score != 0:
            return 0
        last = entry.end
    return 0


def _summary(run: list[Entry]) -> list[Entry]:
    if run and all(_STD_FRAME.match(e.text) for e in run):
        if len(run) < _MIN_FRAMES:
            return run
        note = f"{len(run)} lines of a backtrace's standard library frames, lines {run[0].number}-{run[-1].end}"
        return [Entry(run[0].number, run[-1].end, note, 0, routine=True)]
    if len(run) < _MIN_CHATTER:
        return run
    if all(_SHADOW.match(e.text) for e in run):
        note = (
            f"{len(run)} lines of a sanitizer's shadow memory map and its legend, lines {run[0].number}-{run[-1].end}"
        )
        return [Entry(run[0].number, run[-1].end, note, 0, routine=True)]
    kinds = "installs, downloads, passing tests, coverage, boilerplate"
    note = f"{len(run)} lines of routine output ({kinds}), lines {run[0].number}-{run[-1].end}"
    return [Entry(run[0].number, run[-1].end, note, 0, routine=True)]
