"""The log pipeline's entry points: digest_log (read, clean, redact, parse, excerpt) and extract_failures."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import BinaryIO

from diagbot.logs.excerpt.build import build_excerpt
from diagbot.logs.excerpt.score import STEP_END, STEP_START
from diagbot.logs.failures.anchor import anchor_failures
from diagbot.logs.failures.messages import one_line
from diagbot.logs.failures.parse import parse_lines, repo_path
from diagbot.logs.failures.relative import in_checkout
from diagbot.logs.junit import junit_failures
from diagbot.logs.read.clean import clean_line, clean_lines
from diagbot.logs.read.reader import LogText, read_log
from diagbot.logs.redact import Redactor
from diagbot.logs.types import GENERIC, MAX_FAILURES, Failure, LogDigest

# `src/a.go:12:`, `(/home/x/a.py:5)`, `src\lib.rs:4`; not a URL's `host.com:443`, which follows `//`
_PLACE = re.compile(
    r"(?:^|(?<=[\s(\['\"]))(?P<path>(?:[A-Za-z]:[\\/]|/)?(?:[\w.-]+[\\/])*[\w-][\w.-]*\.[A-Za-z]\w{0,4}):(?P<line>\d+)\b"
)
_FRAME = re.compile(r"\s+(?:at |File \"|from |#\d|\d+: 0x)")  # a stack frame: JS/Java/Rust, Python, Ruby, gdb
_FAMILY = {"unittest": "python", "pytest": "python", "doctest": "python", "cargo": "rust", "rustc": "rust"}


def _dedup(found: Sequence[Failure]) -> list[Failure]:
    """Merge the halves of one failure (a test record and a nearby location record), then one per (test, path, line)."""
    merged = list(found)
    for located in [f for f in found if f.test is None and f.path is not None]:
        partner = next((f for f in merged if _pairs(f, located)), None)
        if partner is not None:
            merged[merged.index(partner)] = replace(partner, path=located.path, line=located.line)
            merged.remove(located)
    out: dict[tuple[object, ...], Failure] = {}
    for failure in merged:
        bare = (failure.test, None, None)
        if failure.test is not None and failure.path is not None and bare in out:
            out[bare] = replace(out[bare], path=failure.path, line=failure.line)  # the located half wins
        elif bare not in out or failure.test is None:
            key: tuple[object, ...] = (failure.test, failure.path, failure.line)
            if (kept := out.get(key)) and failure.test is None and _another_finding(kept, failure):
                key = (*key, failure.message)
            out.setdefault(key, failure)
    return list(out.values())


def _another_finding(kept: Failure, failure: Failure) -> bool:
    """Two findings of one checker on one line (mypy's two errors on line 21), not two halves of one failure."""
    same = kept.framework == failure.framework and kept.message != failure.message
    return same and kept.test is None and kept.line is not None


def _pairs(test: Failure, located: Failure) -> bool:
    """A test record without a line, and a location for it: same path, or same framework a few lines away."""
    if test.test is None or test.line is not None:
        return False
    if test.path is not None:
        return test.path == located.path
    near = test.log_line is not None and located.log_line is not None and abs(test.log_line - located.log_line) <= 20
    return near and _FAMILY.get(test.framework, test.framework) == _FAMILY.get(located.framework, located.framework)


def extract_failures(text: str) -> list[Failure]:
    """Parse failures from log text (raw or cleaned); `log_line` counts lines of `text` from 1."""
    raw = dict(enumerate(text.replace("\r\n", "\n").split("\n"), start=1))
    lines = [(i, clean_line(t)) for i, t in raw.items()]
    return _dedup(anchor_failures(parse_lines(lines, raw), lines))[:MAX_FAILURES]


def _redacted(failure: Failure, redact: Callable[[str], str]) -> Failure:
    return replace(failure, message=redact(failure.message), test=redact(failure.test) if failure.test else None)


def _first_error(numbered: list[tuple[int, str]], number: int) -> list[Failure]:
    """The excerpt's first error as a failure; a label (`rake aborted!`, `Error:`, `ERROR`) takes the line after it,
    which says what went wrong (unless that is the step's end or the next command); a failed command's exit (or a
    line that says "see above") takes the command's last output line before it; any other line takes the first two
    lines of the indented detail right under it (composer's `Problem 1` and what it is)."""
    at = next((i for i, (n, _) in enumerate(numbered) if n == number), None)
    if at is None or not (text := numbered[at][1].strip()):
        return []
    words = len(text.split())
    if text.endswith(":") or (text.endswith("!") and words <= 3) or words == 1:
        after = next((t.strip() for _, t in numbered[at + 1 : at + 4] if t.strip()), "")
        text += "" if STEP_START.match(after) or STEP_END.search(after) else " " + after
    elif STEP_END.search(text) or "see above" in text.lower():  # a command's exit, npm's `Test failed. See above`:
        lines = reversed(numbered[max(0, at - 4) : at])  # its last output says what failed
        before = next((t.strip() for _, t in lines if sum(c.isalnum() for c in t) >= 3), "")  # words, not a `}`
        text = f"{before} ({text})" if before and not STEP_START.match(before) else text
    else:
        text = one_line(text, _detail_under(numbered, at))
    where = _PLACE.search(text)  # the first `file:line` it names, so the diagnoser can read there
    path, line = (repo_path(where["path"]), int(where["line"])) if where else (None, None)
    return [Failure(one_line(text), "first-error", path=path, line=line, log_line=number)]


def _detail_under(numbered: list[tuple[int, str]], at: int) -> list[str]:
    """Up to two indented lines with words in them right under line `at` (a blank line between is allowed), before
    any stack frame."""
    out: list[str] = []
    for _, text in numbered[at + 1 : at + 6]:
        if not text.strip():
            continue
        if not text[0].isspace() or _FRAME.match(text) or len(out) == 2:
            break
        if sum(c.isalnum() for c in text) >= 3:
            out.append(text)
    return out


def _in_repository(found: list[Failure], root: Path) -> list[Failure]:
    """Failure paths as the repository holds them: a local run's absolute path (and frame) inside it becomes
    relative, and a path it does not hold (a Java frame's `com/acme/Calc.java`) becomes the one tracked file
    ending with it."""
    tracked: list[str] | None = None
    out = []
    for failure in in_checkout(found, root):  # a local run's absolute path and frame inside it: relative
        path = failure.path
        if path and not os.path.isabs(path) and not (root / path).exists():
            tracked = _tracked(root) if tracked is None else tracked
            same = [t for t in tracked if t.endswith("/" + path)]
            path = same[0] if len(same) == 1 else path
        out.append(replace(failure, path=path))
    return out


def _tracked(root: Path) -> list[str]:
    """The files git tracks under root, or none when it is no git checkout."""
    try:
        done = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True, timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        return []
    return done.stdout.decode("utf-8", "replace").split("\0") if done.returncode == 0 else []


def parsed_failures(log: LogText, numbered: list[tuple[int, str]]) -> list[Failure]:
    """The failures the runners' parsers read in the cleaned lines, each anchored at its log line."""
    return anchor_failures(parse_lines(numbered, log.lines), numbered)


def first_parsed(found: Sequence[Failure]) -> int | None:
    """The log line of the first failure a runner's parser read (not a generic shape): the excerpt shows its block."""
    return next((f.log_line for f in found if f.log_line is not None and f.framework != GENERIC), None)


def digest_log(
    source: str | Path,
    *,
    junit: Path | None = None,
    redactor: Redactor | None = None,
    stdin: BinaryIO | None = None,
    root: Path | None = None,
) -> LogDigest:
    """Read a log (a path, gzip, or "-" for stdin) in bounded memory; reduce it to parsed failures and the excerpt.
    With the repository's `root`, failure paths are made the ones it holds (see _in_repository)."""
    log = read_log(source, stdin)
    if log.unreadable is not None:  # nothing to parse, and nothing (no garbage) to show a model
        return LogDigest(excerpt="", log_chars=log.total_bytes, unreadable=log.unreadable)
    redact = (redactor or Redactor()).redact
    numbered = clean_lines(log, redact)
    found = parsed_failures(log, numbered)
    excerpt = build_excerpt(log, numbered, first_parsed(found))
    if junit is not None:
        found = [*(_redacted(f, redact) for f in junit_failures(junit)), *found]
    if excerpt.passed:  # a log that says nothing failed: what the shapes runners share suggested was no failure
        found = [f for f in found if f.framework != GENERIC]
    elif not found and excerpt.first_error is not None:  # no format we know: the excerpt's first error still is one
        found = _first_error(numbered, excerpt.first_error)
    if root is not None:
        found = _in_repository(found, root)
    every = _dedup(found)
    failures = tuple(every[:MAX_FAILURES])
    first = next((f.log_line for f in failures if f.log_line is not None), excerpt.first_error)  # one line, one anchor
    first = None if excerpt.passed else first  # a log that says nothing failed has no first error
    return LogDigest(
        excerpt=excerpt.text,
        failures=failures,
        failures_more=len(every) - len(failures),
        log_chars=log.total_bytes,
        log_lines=log.total_lines,
        first_error_line=first,
        excerpt_lines=excerpt.lines_shown,
    )
