"""What the offline model reads in the log beyond the parsed failures: the innermost stack frame inside the
repository, and the excerpt line that says a failure's message."""

from __future__ import annotations

import bisect
import itertools
import re
from dataclasses import replace

from diagbot.changes import ChangeSet
from diagbot.filekinds import JVM_FILE, TEST_FILE, same_file
from diagbot.gitinfo import RepoFacts
from diagbot.logs.excerpt.render import read_excerpt
from diagbot.logs.failures.stateful import OUTSIDE_REPO, repo_path
from diagbot.logs.failures.uncaught import ASSERTION_HELPER
from diagbot.logs.types import Failure, LogDigest
from diagbot.offline.change import added_lines, source_files

_FRAMES = (  # (pattern, innermost last?): Python and pytest list the innermost frame last, JS/Java/Go stacks first;
    # group 1 the path, 2 the line, `fn` the function when the frame names it
    (re.compile(r'File "([^"]+)", line (\d+)(?:, in (?P<fn>[\w.<>]+))?'), True),
    (re.compile(r"^([\w./\\-]+\.py):(\d+): \w+$", re.M), True),
    (
        re.compile(
            r"\bat (?:(?P<fn>[\w$.<>]+) )?.*?\(?(?:file://)?((?:[A-Za-z]:)?[\w./\\@-]+\.\w+):(\d+)(?::\d+)?\)?$", re.M
        ),
        False,
    ),
    (re.compile(r"^\s+(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$", re.M), False),
    # node:test's YAML `stack: |-`, its frames without `at`: `    scaleItems (/w/lib/parcels.js:31:16)`
    (re.compile(r"^\s+(?P<fn>[\w$.<>]+) \(((?:[A-Za-z]:)?[\w./\\@-]+\.\w+):(\d+):\d+\)$", re.M), False),
    (re.compile(r"^\s*#\d+ 0x[0-9a-f]+ in \S+ ([\w./-]+\.\w+):(\d+)", re.M), False),  # a sanitizer's stack
)
_EXC_PREFIX = re.compile(r"^[\w.]+(?:Error|Exception|Failure): ")
_FOREIGN = re.compile(r"site-packages|dist-packages|node_modules|^/|^[A-Za-z]:|^<|^node:|vendor/")
# a JVM frame names a class, not a path (`at org.junit.jupiter.api.AssertionFailureBuilder.build(Assertion…java:151)`):
# the JDK's and the test frameworks' own classes are not in the repository, whatever the file's bare name
_JVM_LIBRARY = re.compile(
    r"\bat (?:org\.(?:junit|opentest4j|assertj|hamcrest|mockito|testng|spockframework|apache\.maven|gradle)"
    r"|junit|java|javax|jdk|sun|kotlin|kotlinx|scala|io\.kotest)\.[\w$./]+\("
)


def innermost_frame(
    digest: LogDigest | None, repo: RepoFacts | None, failure: Failure | None = None
) -> tuple[str, int] | None:
    """The innermost stack frame the excerpt shows inside the repository, past frames of assertion helpers; not
    another failing test's own line (where a failure other than the diagnosed `failure` is located, in a test file),
    which tells nothing of the code both may reach (another failure's frame in that code does)."""
    root = repo.root if repo else None
    others = {
        (_relative(x.path, root), x.line)
        for x in (digest.failures if digest and failure else ())
        if failure and x.test != failure.test and x.path and TEST_FILE.search(x.path)
    }
    shown = read_excerpt(digest.excerpt) if digest else []
    text = "\n".join(s.text for s in shown)
    starts = list(itertools.accumulate((len(s.text) + 1 for s in shown), initial=0))
    frames = [
        (
            *_path_line(m),
            bool(m.groupdict().get("fn") and ASSERTION_HELPER.search(m.group("fn"))),
            shown[bisect.bisect_right(starts, m.start()) - 1].number,
        )
        for rx, last in _FRAMES
        for m in (reversed(list(rx.finditer(text))) if last else rx.finditer(text))
        if not _JVM_LIBRARY.search(m.group(0))
    ]
    changes = repo.changes if repo else None
    known = _known_paths(digest, changes)
    inside: list[tuple[str, int, bool, int]] = []
    for path, line, asserting, at in frames:
        rel = _known(_relative(path, root), known)
        if not _FOREIGN.search(rel) and not OUTSIDE_REPO.search(path) and (rel, int(line)) not in others:
            inside.append((rel, int(line), asserting, at))
    if not inside and failure and failure.frame and (parsed := _parsed_frame(failure.frame, root, known)):
        inside = [(*parsed, False, failure.log_line or 0)]  # a runner's bare `path:line` trace (PHPUnit): its parser's
    best = next((f for f in inside if not f[2]), inside[0] if inside else None)
    if best and not TEST_FILE.search(best[0]) and not _changed_at(changes, *best[:2]):  # it broke in source the
        below = inside[inside.index(best) + 1 :]  # branch kept: an outer frame in another source file, at a line
        below = [f for f in below if _own(f[3], best[3], failure, digest)]
        outer = (f for f in below if not f[2] and not TEST_FILE.search(f[0]) and not same_file(f[0], best[0]))
        best = next((f for f in outer if _changed_at(changes, *f[:2])), best)  # it changed, handed on what broke
    return (best[0], best[1]) if best else None


def _parsed_frame(frame: str, root: str | None, known: list[str]) -> tuple[str, int] | None:
    """The innermost repository frame the log's parser took from the failure's own trace, as a repository path."""
    path, _, line = frame.rpartition(":")
    rel = _known(_relative(path, root), known)
    return (rel, int(line)) if line.isdigit() and not _FOREIGN.search(rel) and not OUTSIDE_REPO.search(path) else None


def _own(at: int, since: int, failure: Failure | None, digest: LogDigest | None) -> bool:
    """The frame at log line `at` is of the same failure's stack as the one at `since`: no other failure is said
    between them."""
    if failure is None or digest is None:
        return True
    lo, hi = sorted((at, since))
    return not any(x.log_line and lo < x.log_line <= hi and x.test != failure.test for x in digest.failures)


def _known_paths(digest: LogDigest | None, changes: ChangeSet | None) -> list[str]:
    """The paths the question names: the changed files, the failures' paths and frames."""
    named = [f.path for f in changes.files] if changes else []
    for x in digest.failures if digest else ():
        named += [p for p in (x.path, (x.frame or "").rpartition(":")[0]) if p]
    return named


def _known(path: str, named: list[str]) -> str:
    """A frame's path as the question names its file: a JVM frame's bare `Capo.java` as the one of the `named`
    paths (changed files, failures' paths and frames) ending with it; any other path, or a bare name none or several end
    with, as it is."""
    if "/" in path or not JVM_FILE.search(path):
        return path
    same = {p for p in named if p.rpartition("/")[2] == path}
    return same.pop() if len(same) == 1 else path


def _changed_at(changes: ChangeSet | None, path: str, line: int) -> bool:
    """The frame's line is one the branch added to a source file (not a test); only that file's patch is read."""
    return any(line in {n for n, _ in added_lines(f.patch)} for f in source_files(changes) if same_file(path, f.path))


def _relative(path: str, root: str | None) -> str:
    """A frame's path as the repository names it: under the checkout's root (also a Windows runner's), else as a
    CI checkout prefix maps it."""
    within = root is not None and path.startswith((root + "/", root + "\\"))
    return path[len(root or "") + 1 :].replace("\\", "/") if within else (repo_path(path) or path)


def _path_line(m: re.Match[str]) -> tuple[str, str]:
    """The path and line of a frame match (the two unnamed groups, wherever the function's group sits)."""
    fn = m.re.groupindex.get("fn")
    groups = [g for i, g in enumerate(m.groups(), 1) if i != fn]
    return groups[0], groups[1]


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
