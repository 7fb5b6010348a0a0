"""What the offline model reads in the log beyond the parsed failures: the innermost stack frame inside the
repository, and the excerpt line that says a failure's message."""

from __future__ import annotations

import re
from dataclasses import replace

from diagbot.gitinfo import RepoFacts
from diagbot.logs.excerpt.render import read_excerpt
from diagbot.logs.failures.stateful import OUTSIDE_REPO, repo_path
from diagbot.logs.types import Failure, LogDigest

_FRAMES = (  # (pattern, innermost last?): Python and pytest list the innermost frame last, JS/Java/Go stacks first
    (re.compile(r'File "([^"]+)", line (\d+)'), True),
    (re.compile(r"^([\w./\\-]+\.py):(\d+): \w+$", re.M), True),
    (re.compile(r"\bat .*?\(?((?:[A-Za-z]:)?[\w./\\@-]+\.\w+):(\d+)(?::\d+)?\)?$", re.M), False),
    (re.compile(r"^\s+(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$", re.M), False),
    (re.compile(r"^\s*#\d+ 0x[0-9a-f]+ in \S+ ([\w./-]+\.\w+):(\d+)", re.M), False),  # a sanitizer's stack
)
_EXC_PREFIX = re.compile(r"^[\w.]+(?:Error|Exception|Failure): ")
_FOREIGN = re.compile(r"site-packages|dist-packages|node_modules|^/|^[A-Za-z]:|^<|^node:|vendor/")


def innermost_frame(digest: LogDigest | None, repo: RepoFacts | None) -> tuple[str, int] | None:
    """The innermost stack frame the excerpt shows inside the repository."""
    text = "\n".join(shown.text for shown in read_excerpt(digest.excerpt)) if digest else ""
    frames = [f for rx, last in _FRAMES for f in (reversed(rx.findall(text)) if last else rx.findall(text))]
    root = repo.root if repo else None
    for path, line in frames:
        inside = root is not None and path.startswith((root + "/", root + "\\"))  # also a run on Windows
        rel = path[len(root or "") + 1 :].replace("\\", "/") if inside else (repo_path(path) or path)
        if not _FOREIGN.search(rel) and not OUTSIDE_REPO.search(path):
            return rel, int(line)
    return None


def said_at(digest: LogDigest | None, failure: Failure | None) -> Failure | None:
    """The failure with its log line moved to where the excerpt says its message: a record's line is its block's
    header (pytest's `____ test_x ____`), the evidence quotes the `E` line further down."""
    if digest is None or failure is None or failure.log_line is None:
        return failure
    message = " ".join(failure.message.split()).split(" (")[0]  # not the details one_line added in parentheses
    keys = [k[:30] for k in (message, _EXC_PREFIX.sub("", message)) if len(k) >= 8]
    for shown in read_excerpt(digest.excerpt):
        if failure.log_line <= shown.number <= failure.log_line + 200 and any(
            k in " ".join(shown.text.split()) for k in keys
        ):
            return replace(failure, log_line=shown.number)
    return failure
