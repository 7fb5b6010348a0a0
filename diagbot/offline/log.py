"""What the offline model reads in the log beyond the parsed failures: the innermost stack frame inside the
repository, and the excerpt line that says a failure's message."""

from __future__ import annotations

import re
from dataclasses import replace

from diagbot.gitinfo import RepoFacts
from diagbot.logs.failures.stateful import repo_path
from diagbot.logs.types import Failure, LogDigest

_FRAMES = (  # (pattern, innermost last?): Python and pytest list the innermost frame last, JS/Java/Go stacks first
    (re.compile(r'File "([^"]+)", line (\d+)'), True),
    (re.compile(r"^([\w./-]+\.py):(\d+): \w+$", re.M), True),
    (re.compile(r"\bat .*?\(?([\w./@-]+\.\w+):(\d+)(?::\d+)?\)?$", re.M), False),
    (re.compile(r"^\s+(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$", re.M), False),
    (re.compile(r"^\s*#\d+ 0x[0-9a-f]+ in \S+ ([\w./-]+\.\w+):(\d+)", re.M), False),  # a sanitizer's stack
)
_BLOCK = re.compile(r"^\[lines (\d+)-\d+\]$")
_RUN_END = re.compile(r", lines \d+-(\d+) \.\.\.\]$")
_REPEATED_TO = re.compile(r"  \[line repeated \d+ times, to line (\d+)\]$")
_EXC_PREFIX = re.compile(r"^[\w.]+(?:Error|Exception|Failure): ")
_FOREIGN = re.compile(r"site-packages|dist-packages|node_modules|^/|^<|^node:|vendor/")


def innermost_frame(digest: LogDigest | None, repo: RepoFacts | None) -> tuple[str, int] | None:
    """The innermost stack frame the excerpt shows inside the repository."""
    text = digest.excerpt if digest else ""
    frames = [f for rx, last in _FRAMES for f in (reversed(rx.findall(text)) if last else rx.findall(text))]
    for path, line in frames:
        rel = path[len(repo.root) + 1 :] if repo and path.startswith(repo.root + "/") else (repo_path(path) or path)
        if not _FOREIGN.search(rel):
            return rel, int(line)
    return None


def said_at(digest: LogDigest | None, failure: Failure | None) -> Failure | None:
    """The failure with its log line moved to where the excerpt says its message: a record's line is its block's
    header (pytest's `____ test_x ____`), the evidence quotes the `E` line further down."""
    if digest is None or failure is None or failure.log_line is None:
        return failure
    message = " ".join(failure.message.split()).split(" (")[0]  # not the details one_line added in parentheses
    keys = [k[:30] for k in (message, _EXC_PREFIX.sub("", message)) if len(k) >= 8]
    number = 0
    for text in digest.excerpt.splitlines()[1:]:
        if header := _BLOCK.match(text):
            number = int(header[1]) - 1
        elif (run := _RUN_END.search(text)) and text.startswith("[... "):
            number = int(run[1])  # a routine run's note: the block goes on after its last line
        elif not text.startswith("[... "):
            number += 1
            if failure.log_line <= number <= failure.log_line + 200 and any(k in " ".join(text.split()) for k in keys):
                return replace(failure, log_line=number)
            number = int(run[1]) if (run := _REPEATED_TO.search(text)) else number  # a folded run of repeats
    return failure
