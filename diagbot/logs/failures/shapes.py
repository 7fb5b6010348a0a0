"""Failures of runners no parser knows (uvu, bun test, deno test, pest, kotest, ...), read from the shapes they share:
a failure mark with the test's title (`✘ title`, `FAIL title`, `title ... FAILED`, `3 - title: FAILED`, bun's
`(fail) title`), and near it a `path:line` (or `file://path:line:col`), an error line, what was expected and
received, a code frame with a marked line. Each record's framework is "generic": the question and the report say so.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace

from diagbot.logs.failures.harness import BELOW, OPEN_CHECK, PASSED, UNITY, values_below
from diagbot.logs.failures.messages import one_line
from diagbot.logs.failures.stateful import OUTSIDE_REPO, repo_path
from diagbot.logs.types import GENERIC, Failure

Lines = Sequence[tuple[int, str]]
_SPAN = 40  # lines a failure's details may take
_MOST = 50  # marks read: as many failures as a digest keeps
_CROSS = "[\u2718\u2716\u2717\u00d7\u2a2f\u274c]"  # the crosses runners print before a failed test
# (mark, details follow it): the title is the test; bun prints its details above the mark
_MARKS = (
    (re.compile(rf"^\s*{_CROSS}\s+(?P<test>[^\s\d(].*?)(?:\s+\(?[\d.]+\s?m?s\)?)?$"), True),
    (re.compile(r"^\s*(?:FAIL|FAILED|\[FAIL\]|\u2715)\s+(?P<test>[\"'\w\\/.].*?)\s*$"), True),
    (re.compile(r"^(?P<test>\S(?:(?!\s\.{3}\s).)*?)\s+\.{3}\s+(?:FAILED|FAIL|failed)\b.*$"), True),
    (re.compile(r"^\s*(?:\d+\s*[-.):]\s+)?(?P<test>[^\s\d].*?):\s+(?:FAILED|FAIL)\s*$"), True),  # `9 - title: FAILED`
    (re.compile(r"^\s*\(fail\)\s+(?P<test>.+?)(?:\s+\[[\d.]+m?s\])?$"), False),
)
_NOT_A_TITLE = re.compile(r"^\(|=|^\d+ (?:tests?|failed|errors?)\b|^(?:tests?|suites?)$", re.I)
PLACE = re.compile(
    r"(?:^|(?<=[\s(\['\"=]))(?:file:///?(?=[A-Za-z]:|/))?"
    r"(?P<path>(?:[A-Za-z]:[\\/]|/|\.{1,2}[\\/])?(?:[\w@+.-]+[\\/])*[\w@+-][\w@+.-]*\.[A-Za-z]\w{0,5})"
    r":(?P<line>\d+)\b"
)
_ERROR = re.compile(
    r"^\s*(?:(?:error|Error|ERROR|fatal)(?:\[\w+\])?:\s+(?P<said>.+)"
    r"|(?P<raised>[\w.]*(?:Error|Exception)(?: \[\w+\])?:\s*\S.*))$"
)
_SIDE = re.compile(
    r"^\s*(?P<side>Expected|Received|Actual|expected|received|actual|wanted|found)\b[\w ]{0,20}:\s*(?P<value>\S.*)$"
    r"|^\s*(?:\+\+|--)(?P<value2>.+?)\s+\((?P<side2>Expected|Actual)\)$"
)
_MARKED = re.compile(r"^\s*(?:>|\u276f|\u2192)\s*(?P<line>\d+)\s*[|\u2502:]")  # `> 12 | code`, `\u276f 12| code`
_CARET = re.compile(r"^\s*\^+\s*$")  # under a code line that is not marked otherwise (bun, deno)
_CODE = re.compile(r"^\s*(?P<line>\d+)\s*[|\u2502:]")
_PATH = re.compile(r"(?:^|(?<=[\s(\['\"]))(?:file://)?(?P<path>(?:[\w@+.-]+[\\/])+[\w@+-][\w@+.-]*\.[A-Za-z]\w{0,5})\b")
# a failure word: not a count (`2 failures`, `0 errors`) nor a setting (`error=0`)
_FAILURE_WORD = re.compile(
    r"(?<![\w-])(?<!\d )(?:FAIL(?:ED|URE)?|Fail(?:ed|ure)?|fail(?:ed|ure)|ERROR|Error)\b(?!\s*[=:]\s*0)"
)
# a check a test harness reports at its line: `tests/t.c:31: parsed("h") == 0, expected -2`, `t.c:56: CHECK(f(x),
# 10): got 12, want 10`, `t.c:6: speed(80, 0) is 80.0000, want 41.1555` (not a compiler's note)
_CHECKED = re.compile(
    r"^\s*[\w@+./\\-]+\.[A-Za-z]\w{0,5}:\d+(?::\d+)?:\s+(?!(?:warning|note|info)\b)"
    r".*(?:\bexpected\b|\bgot\b.*\bwant(?:ed)?\b|\bwant(?:ed)?\b.*\bgot\b|\bis\b.+,\s*want(?:ed)?\b)",
    re.I,
)
_UNDER = re.compile(r"^\s+(?:got|want|wanted|expected|actual|received|found)\b[\w ]{0,20}:\s*\S", re.I)  # a value
_NOISE = re.compile(r"^\s*(?:at |\u203a |\^|~|-{3,}|\d+\s*[|\u2502:])|^\s*$")


def titled(lines: Lines) -> list[Failure]:
    """One generic Failure per failure mark with a title, its details from the lines it owns."""
    marks = [(i, m, after) for i, (_, text) in enumerate(lines) for rx, after in _MARKS if (m := rx.match(text))]
    marks = [(i, m, after) for i, m, after in marks if not _NOT_A_TITLE.search(_title(m))][:_MOST]
    texts = [text.strip() for _, text in lines] if marks else []
    out = []
    for k, (i, m, after) in enumerate(marks):
        title = _title(m)
        if after:
            start = _details_header(texts, i, title)
            stop = next((j for j, _, _ in marks if j > start), len(lines))
            window = lines[start : min(stop, start + _SPAN)]
        else:
            window = lines[max(marks[k - 1][0] + 1 if k else 0, i - _SPAN) : i + 1]
        path, line = place_in(window[1:]) if after else (None, None)  # a header's own place is the test's, not the
        path, line = (path, line) if path else place_in(window)  # failing line's (deno's `title => path:line`)
        out.append(Failure(_say(window, title, lines[i][1]), GENERIC, title, repo_path(path), line, lines[i][0]))
    return out


def located(found: Iterable[Failure], lines: Lines) -> Iterator[Failure]:
    """Error-line failures with the first repository `path:line` on their line or the few lines after it."""
    at = {number: i for i, (number, _) in enumerate(lines)}
    for failure in found:
        i = at.get(failure.log_line or 0)
        path, line = place_in(lines[i : i + 4]) if i is not None and failure.path is None else (None, None)
        yield replace(failure, path=repo_path(path), line=line) if path else failure


def worded(lines: Lines) -> list[Failure]:
    """A runner's failure word (`Failure → spec/a_spec.lua @ 8`, `FAIL`, `failed`) with a repository `path:line` on
    its line or the three after it: a failure at that line, said by what follows the place (`a.lua:9: Expected ...`);
    and a check reported at its line with what it expected (`tests/t.c:31: f("h") == 0, expected -2`)."""
    out: list[Failure] = []
    last = -1
    for i, (_, text) in enumerate(lines):
        if i <= last or len(out) == _MOST or not (_FAILURE_WORD.search(text) or _CHECKED.match(text)):
            continue
        for k in range(i, min(i + 4, len(lines))):
            number, said = lines[k]
            place = next((m for m in PLACE.finditer(said) if not OUTSIDE_REPO.search(m["path"])), None)
            if place and k > i and PASSED.search(said):  # Unity's `t.c:82:test_b:PASS` below ctest's `***Failed`
                continue
            if place:
                rest = said[place.end() :].lstrip(":0123456789 ").strip()
                unity = UNITY.fullmatch(rest)  # `test_name:FAIL: Expected 2 Was 1`: Unity names the test
                if rest.endswith(":") and k + 1 < len(lines):  # `error loading module 'calc':` and its reason
                    rest = f"{rest} {lines[k + 1][1].strip()}"
                sides = list(itertools.takewhile(_UNDER.match, (t for _, t in lines[k + 1 : k + 5])))
                if OPEN_CHECK.search(rest):  # `buf ==`: a check whose values a C harness prints on the lines below
                    below = (t for _, t in lines[k + 1 : k + 1 + BELOW])
                    sides = values_below(list(itertools.takewhile(lambda t: not PLACE.search(t), below)))
                message = one_line(rest if len(rest) > 3 else text, sides)  # `check failed: line` + `got: "a"`
                test, message = (unity["test"], unity["said"] or "FAIL") if unity else (None, message)
                out.append(Failure(message, GENERIC, test, repo_path(place["path"]), int(place["line"]), number))
                last = k + len(sides)
                break
    return out


def _title(m: re.Match[str]) -> str:
    return m["test"].strip().strip("\"'")


def _details_header(texts: list[str], i: int, title: str) -> int:
    """Where a mark's details start: the mark, or a later line that names the title again (a summary of marks
    first, the details after them: ava, deno's `title => path:line`, pest). `texts` are the lines, stripped."""
    for j in range(i + 1, min(len(texts), i + 5000)):  # a summary's details follow it, not a whole log later
        if texts[j].startswith(title) and texts[j] != texts[i] and len(texts[j]) - len(title) < 80:
            return j
    return i


def place_in(window: Lines) -> tuple[str | None, int | None]:
    """The first repository `path:line` of the window, or a path it names with the line its code frame marks."""
    places = [m for _, text in window for m in PLACE.finditer(text) if not OUTSIDE_REPO.search(m["path"])]
    # a bare name is often the runtime's own (node's `at Object.openSync (fs.js:497:3)`): one in a folder first
    if best := min(places, key=lambda m: not re.search(r"[\\/]", m["path"]), default=None):
        return best["path"], int(best["line"])
    texts = [t for _, t in window]
    marked = [int(k["line"]) for t in texts if (k := _MARKED.match(t))]
    marked += [int(c["line"]) for j, t in enumerate(texts[1:]) if _CARET.match(t) and (c := _CODE.match(texts[j]))]
    named = [n["path"] for t in texts for n in _PATH.finditer(t) if not OUTSIDE_REPO.search(n["path"])]
    return (named[0], marked[0]) if marked and named else (None, None)


def _say(window: Lines, title: str, mark: str) -> str:
    """The error the window states (a label ending in `:` joined with the line after it); else, beside what was
    expected and received, its first line of prose; else the mark's own line."""
    texts = [t for _, t in window[1:]] if window and title in window[0][1] else [t for _, t in window]
    sides = [f"{m['side'] or m['side2']}: {(m['value'] or m['value2']).strip()}" for m in map(_SIDE.match, texts) if m]
    lead = next((i for i, t in enumerate(texts) if _ERROR.match(t)), None)
    if lead is not None:
        said = _ERROR.match(texts[lead])
        text = (said["said"] or said["raised"]) if said else ""
    else:
        prose = [i for i, t in enumerate(texts) if not _NOISE.match(t) and not _SIDE.match(t) and not PLACE.search(t)]
        lead = prose[0] if prose and sides else None  # prose far from any expectation may be another step's
        text = texts[lead].strip() if lead is not None else mark.strip()
    if lead is not None and text.endswith(":"):
        after = next((t.strip() for t in texts[lead + 1 : lead + 4] if not _NOISE.match(t)), "")
        text = f"{text} {after}".strip() if after and not _SIDE.match(after) else text
    sides = [s for s in sides if s.split(": ", 1)[1] not in text][:2]
    return one_line(text, sides)
