"""Failure parsers that need state across lines: go test (plain and -json), Python tracebacks, eslint; path mapping."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from itertools import pairwise

from diagbot.logs.failures.blockdiff import blocks_differ
from diagbot.logs.failures.blocks import FRAME
from diagbot.logs.failures.messages import one_line
from diagbot.logs.types import GENERIC, Failure

Lines = Sequence[tuple[int, str]]
_GENERIC = re.compile(r"^(?:error|Error|ERROR|FATAL|fatal|panic)(?:\[\w+\])?: (?P<msg>.+)$|^(?P<fail>FAILED\b.*)$")
_ESLINT_FILE = re.compile(r"^(?P<path>(?:/|[A-Za-z]:\\|\./)?[\w./\\-]+\.(?:[cm]?[jt]sx?|vue))$")
_ESLINT_ROW = re.compile(r"^\s+(?P<line>\d+):\d+\s+error\s+(?P<msg>.+?)(?:\s{2,}(?P<rule>[\w@/-]+))?$")
OUTSIDE_REPO = re.compile(
    r"site-packages|dist-packages|/lib/python\d|^<|/usr/lib/|\\lib\\|/\.venv/|/venv/|node_modules|^node:|^internal/"
    r"|/usr/local/go/|hostedtoolcache|/go/pkg/mod/|^/rustc/|/\.cargo/registry/|/gems/|/vendor/"
    r"|^(?:fs|module|events|timers|net|child_process|_stream_\w+|util|assert|stream|https?|tls|zlib|vm|dns)\.js$"
)  # the last: node's own modules, which node before 16 names bare (`at Object.openSync (fs.js:497:3)`)
_CI_ROOT = re.compile(
    r"^(?:/home/runner/work/[^/]+/[^/]+/|/Users/runner/work/[^/]+/[^/]+/|/__w/[^/]+/[^/]+/|/github/workspace/|"
    r"/builds/[^/]+/[^/]+/|/Users/travis/build/[^/]+/[^/]+/|"
    r"(?:[A-Za-z]:[\\/]|/[a-z]/)a[\\/][^\\/]+[\\/][^\\/]+[\\/]|"  # GitHub's Windows runners, also msys' `/d/a/`
    r"(?:[A-Za-z]:[\\/]|/[a-z]/)(?i:GitLab-Runner[\\/])?builds[\\/](?:\w{8,12}[\\/]\d+[\\/])?[^\\/]+[\\/][^\\/]+[\\/]|"
    r"/var/lib/jenkins/workspace/[^/]+/|/home/travis/build/[^/]+/[^/]+/|"
    r"/home/circleci/(?:project|repo)/|/workspace/|/opt/atlassian/pipelines/agent/build/|/home/vsts/work/\d+/s/|"
    r"[A-Za-z]:[\\/]projects[\\/][^\\/]+[\\/])"  # Azure Pipelines on Linux, AppVeyor
)
_URL_TO_DRIVE = re.compile(r"^(?:file://)?/(?=[A-Za-z]:[\\/])")  # node's `file:///D:/a/...`: the drive starts it
# go test's own lines, and gotestsum's summary of a failed test (`=== FAIL: pkg TestX (0.00s)`) over its notes
_GO_RUN = re.compile(r"^\s*(?:=== (?:RUN|CONT|NAME)|--- FAIL:|=== FAIL: \S+)\s+(?P<test>[^\s(]\S*)")
_GO_NOTE = re.compile(r"^\s+(?P<path>[\w./-]+\.go):(?P<line>\d+): ?(?P<msg>.*)$")
_GO_MORE = re.compile(r"^\s{6,}\S")  # the continuation lines of a multi-line t.Error message
_GO_PANIC = re.compile(r"^panic: (?P<msg>.+?)(?: \[recovered\])?$")
_RACE_ACCESS = re.compile(r"^(?:Previous )?(?:[Rr]ead|[Ww]rite) at 0x[0-9a-f]+ by (?:goroutine \d+|main goroutine):$")
_RACE_NOTE = "race detected during execution of test"  # testing.go's note: the report above says where
_GO_FRAME = re.compile(r"^\s+(?P<path>(?:/|[A-Za-z]:[\\/])\S+\.go):(?P<line>\d+)(?: \+0x\w+)?$")
_GO_SIDE = re.compile(r"^(?i:want|wanted|expected|expect|got|actual|have)\s*[:=]?$")  # a label alone on its line
_GO_DIFF_LEGEND = re.compile(r"\(-\w+ \+\w+\):?$")  # `mismatch (-want +got):`, a go-cmp diff below
_TESTIFY_NOISE = re.compile(r"^(?:Error Trace|Test):")


def repo_path(path: str | None) -> str | None:
    """Map a CI absolute path to a repository-relative one (`/home/runner/work/x/x/src/a.py` → `src/a.py`)."""
    if not path:
        return None
    path = _CI_ROOT.sub("", _URL_TO_DRIVE.sub("", path).removeprefix("file://"), count=1).replace("\\", "/")
    return path.removeprefix("./")


Note = tuple[list[str], str | None, int | None, int]  # message parts, path, line, the log line it starts on


def go_failures(lines: Lines) -> Iterator[Failure]:
    """go test: `--- FAIL: TestX` plus the first `x_test.go:12: message` (or panic) printed for that test."""
    notes: dict[str, Note] = {}
    others: dict[str, list[str]] = {}  # by test: the first lines of its later notes (a table's other failed rows)
    failed: dict[str, int] = {}
    races: list[Note] = []  # `-race` reports, each said where the test's own note says only that one was detected
    current, more = "", False
    for number, text in lines:
        _race_line(number, text, races)
        if m := _GO_RUN.match(text):
            current, more = m["test"], False
            if text.lstrip().startswith(("--- FAIL", "=== FAIL")):
                failed.setdefault(current, number)
        elif current:
            more = _go_note(number, text, notes, current, more, others)
    for test, number in failed.items():
        if any(other.startswith(test + "/") for other in failed):
            continue  # a parent that failed only because a subtest did
        parts, path, line, said = notes.get(test, ([], None, None, number))
        after = max((n for n in failed.values() if n < number), default=0)  # the failure before this one
        race = [r for r in races if after < r[3] < number and r[1]]  # the first report since: the first error
        if race and parts and parts[0].startswith(_RACE_NOTE):
            parts, path, line, said = race[0]
        message = _go_message(parts) if parts else f"--- FAIL: {test}"
        rest = [n for n in dict.fromkeys(others.get(test, [])) if not parts or n != parts[0]]  # a log may echo it
        if rest:  # a table test's other failed rows: how they go too
            message = one_line(f"{message}; {len(rest)} more: " + "; ".join(rest[:2]) + ("; ..." if rest[2:] else ""))
        yield Failure(message, "go", test, repo_path(path), line, said)  # where the note is, above or below


def _race_line(number: int, text: str, races: list[Note]) -> None:
    """A data race report's start, its accesses (`Read at 0x.. by goroutine 13:`) and its first repository frame."""
    if text.strip() == "WARNING: DATA RACE":
        races.append((["data race"], None, None, number))
    elif races and len(races[-1][0]) < 3 and _RACE_ACCESS.match(text):
        races[-1][0].append(text.strip().rstrip(":"))
    elif races and races[-1][1] is None and (m := _GO_FRAME.match(text)) and not OUTSIDE_REPO.search(m["path"]):
        races[-1] = (races[-1][0], m["path"], int(m["line"]), races[-1][3])


def _go_message(parts: list[str]) -> str:
    """A note's first line and a few more as details (a go-cmp diff's changed lines); one whose values span
    lines under a bare `want` / `expected:` line (`Render() =`, its lines, `want`, its lines) says every line, the lines
    of one value joined with ` | `."""
    if (differ := blocks_differ(parts)) is not None:  # `--- Got:` and `--- Wanted:` blocks: the lines that differ
        head = parts[: differ[0]]
        return one_line(head[0], [*head[1:2], differ[1]]) if head else one_line(differ[1])
    if _GO_DIFF_LEGEND.search(parts[0]):  # go-cmp's diff under `(-want +got)`: its changed lines
        changed = [p.rstrip(",") for p in parts[1:] if p[:2] in ("- ", "+ ")]
        return one_line(parts[0], changed[:4] or parts[1:3])
    if not any(_GO_SIDE.match(p) for p in parts[1:]):
        return one_line(parts[0], parts[1:3])
    said = parts[0]
    for before, part in pairwise(parts):
        labelled = before.endswith((":", "=")) or _GO_SIDE.match(before)
        said += " " if labelled else ", " if _GO_SIDE.match(part) else " | "
        said += part
    return one_line(said)


def _go_note(
    number: int, text: str, notes: dict[str, Note], test: str, more: bool, others: dict[str, list[str]]
) -> bool:
    """Record a test's first `file.go:N: message` (and its continuation lines) or panic, and the first lines of its
    later notes in `others`; True while the first note goes on."""
    if m := _GO_NOTE.match(text):
        if test not in notes:
            notes[test] = ([m["msg"].strip()] if m["msg"].strip() else [], m["path"], int(m["line"]), number)
            return True
        if m["msg"].strip():
            others.setdefault(test, []).append(m["msg"].strip())
    elif more and not text.strip():  # a blank line between a value and its `want`
        return True
    elif more and _GO_MORE.match(text):
        part = text.strip().removeprefix("Error:").strip()
        if part and not _TESTIFY_NOISE.match(part):
            notes[test][0].append(part)
        return True
    elif m := _GO_PANIC.match(text):
        notes[test] = ([f"panic: {m['msg']}"], None, None, number)
    elif (m := _GO_FRAME.match(text)) and test in notes and notes[test][1] is None:
        if not OUTSIDE_REPO.search(m["path"]):
            notes[test] = (notes[test][0], m["path"], int(m["line"]), notes[test][3])
    return False


def go_json_lines(lines: Lines) -> Iterator[tuple[int, str]]:
    """`go test -json` events turned back into the plain output lines they carry."""
    for number, text in lines:
        if not text.startswith('{"'):
            continue
        try:
            event = json.loads(text)
        except ValueError:
            continue
        if not isinstance(event, dict):
            continue
        if isinstance(event.get("Output"), str):
            if event.get("Test"):
                yield number, f"=== NAME {event['Test']}"
            yield number, event["Output"].rstrip("\n")
        if event.get("Action") == "fail" and event.get("Test"):
            yield number, f"--- FAIL: {event['Test']}"


def tracebacks(lines: Lines) -> Iterator[Failure]:
    """Python tracebacks: the innermost frame inside the repository, and the exception line."""
    start: int | None = None
    frame: tuple[str, int] | None = None
    for number, text in lines:
        if text.startswith("Traceback (most recent call last)"):
            start, frame = number, None
        elif start is not None and (m := FRAME.match(text)):
            if not OUTSIDE_REPO.search(m["path"]):
                frame = (m["path"], int(m["line"]))
        elif start is not None and text and not text[0].isspace():
            path, line = frame if frame else (None, None)
            if not text.startswith("AssertionError: Failed doctest test for "):  # the doctest block says which
                yield Failure(one_line(text), "python", None, repo_path(path), line, start)
            start = None


def eslint(lines: Lines) -> Iterator[Failure]:
    """eslint's stylish format: a file name line, then `line:col  error  message  rule` rows."""
    current: str | None = None
    for number, text in lines:
        if m := _ESLINT_FILE.match(text):
            current = m["path"]
        elif current and (row := _ESLINT_ROW.match(text)):
            message = f"{row['msg']} ({row['rule']})" if row["rule"] else row["msg"]
            yield Failure(one_line(message), "eslint", None, repo_path(current), int(row["line"]), number)
        elif not text.strip():
            current = None


def generic(lines: Lines) -> Iterator[Failure]:
    """At most five `error:` / `FAILED` / `panic:` lines, for logs no framework rule knows."""
    count = 0
    for number, text in lines:
        m = _GENERIC.match(text.strip())
        if m and count < 5:
            count += 1
            yield Failure(one_line(m["msg"] or m["fail"]), GENERIC, None, None, None, number)
