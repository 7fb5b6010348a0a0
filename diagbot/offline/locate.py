"""The plan's first steps: find the file the log names and the failing test (in that file, else anywhere: a shared
helper may have reported it), then read the located line, the innermost repository frame, the test."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from diagbot.filekinds import TEST_FILE, same_file
from diagbot.logs.failures.stateful import repo_path
from diagbot.offline.body import BODY, READ, from_test_start
from diagbot.offline.code import definitions
from diagbot.offline.findings import Findings, test_name
from diagbot.offline.follow import Step, read
from diagbot.offline.named import grep_changed_definitions

_QUOTED = re.compile(r"['\"`\u2018]([A-Za-z_$][\w$.]*)['\"`\u2019]")  # a symbol the error quotes
# a failing check's own text, as C test macros print it (`STREQ(get(obj, "k"), ...) - FAILED`): its first call
_EXPRESSION = re.compile(r"\b[A-Za-z_]\w*\((?:[A-Za-z_]\w*\()?[^\n()]{3,80}\)?")
# quoted words that name no symbol worth a search (nor does one of 1 or 2 chars)
_NOT_SYMBOLS = frozenset("else then end do begin true false null nil none undefined self this".split())


def opening(f: Findings) -> list[Step]:
    """The first calls, which need only the log and the question's diff: finding the failing file and the failing
    test, and the definitions in the changed files (which function each hunk changes), made together."""
    return [
        step for step in (glob_failing(f), grep_test(f), grep_changed_definitions(f, opening=True)) if step is not None
    ]


def glob_failing(f: Findings) -> Step | None:
    """Find the file the log names (a failure naming none: the repository's files)."""
    path = f.failure.path if f.failure else None
    if path is None:
        say = "The failure names no file" if f.failure else "No failure I recognise in the log"
        return "glob", {"pattern": "**/*", "_say": f"{say}; looking at the repository."}
    return "glob", {"pattern": f"**/{PurePosixPath(path).name}", "_say": f"Find `{path}`, which the log names."}


def grep_test(f: Findings) -> Step | None:
    """Find the failing test (in the test file the log names), else the symbol the error quotes, else the failing
    expression a C test macro prints."""
    fail, test = f.failure, test_name(f.failure)
    written = _EXPRESSION.search(fail.message) if fail and not test and not fail.path else None
    quoted = _QUOTED.findall(fail.message) if fail and not test and not written else []  # not the check's arguments
    symbol = next((q for q in quoted if len(q.split(".")[-1]) > 2 and q.lower() not in _NOT_SYMBOLS), None)
    pattern = re.escape(test) if test else rf"\b{re.escape(symbol.split('.')[-1])}\b" if symbol else None
    pattern = pattern or (re.escape(written[0].rstrip()) if written else None)
    if fail is None or pattern is None:
        return None
    say = (
        f"Find the failing test `{test}`."
        if test
        else f"Find `{symbol}`, named in the error."
        if symbol
        else "The failure names no file: find where its failing expression is written."
    )
    in_test = fail.path and TEST_FILE.search(fail.path) and test
    narrow = {"glob": f"**/{PurePosixPath(fail.path or '').name}"} if in_test else {}
    return "grep", {"pattern": pattern, **narrow, "_say": say}


def grep_elsewhere(f: Findings) -> Step | None:
    """The failing test, not found in the file the log names (a shared helper there reported it: go's `t.Errorf`
    in a helper, an assertion helper's own line): find it in the whole repository. Not a test's sentence, which a
    runner composes (`describe` and `it` titles, interpolated values) and no file spells as the log does."""
    step, name = grep_test(f), test_name(f.failure) or " "
    if step is None or f.hits or "glob" not in step[1] or " " in name:
        return None
    args = {k: v for k, v in step[1].items() if k != "glob"}
    return "grep", {**args, "_say": f"`{name}` is not in the file the log names: find it."}


def read_located(f: Findings) -> Step | None:
    """Read the located line (a test's from its first line), or the failing test where it was found when the log's
    line is in a helper of another test file."""
    fail = f.failure
    path = _match(f.files, fail.path) if fail and fail.path else None
    name = test_name(fail)  # where the test is defined before where it is listed (`T(test_x),` in a C runner)
    defined = [h for h in f.hits if name and any(re.search(rx, h[2]) for rx in definitions(name))]
    helper = path and TEST_FILE.search(path) and not any(h[0] == path for h in f.hits)  # the test is elsewhere
    below = [h for h in defined if fail and fail.line and h[0] == path and 0 < h[1] - fail.line <= 2 * BODY]
    if below and path and fail and fail.line:  # the test starts below the log's line: that line is a helper's (go's
        tool, args = from_test_start(read(path, fail.line, test=True), f.hits)  # `t.Errorf` in `assertT`): read
        upto, limit = args["offset"] + args["limit"], below[0][1] + 3 * BODY - args["offset"]  # on through the
        return tool, {**args, "limit": limit, "_pick": below[0][1], "_upto": upto}  # test, to its line saying the
        # failure's words, else that line as it is read alone
    if helper and defined and TEST_FILE.search(defined[0][0]):  # the log's line is a helper's in another file:
        tool, args = read(*defined[0][:2], test=True, limit=3 * BODY)  # the test, at its line saying the
        return tool, {**args, "_pick": defined[0][1], "_upto": args["offset"] + READ}  # failure's words
    hits = [h for h in f.hits if h[0] == path] or f.hits
    hits = sorted(hits, key=lambda h: h not in defined)
    line = fail.line if fail and fail.line else f.frame[1] if f.frame and path and f.frame[0] == path else None
    # the failing test's own line (in a test file, or where the test was found): follow what it calls
    test = bool(fail and fail.test and (not path or TEST_FILE.search(path) or any(h[0] == path for h in f.hits)))
    if path and line:
        return from_test_start(read(path, line, test=test), f.hits)  # the test's body from its first line
    return read(*hits[0][:2], test=test) if hits else read(path, 1, test=test) if path else None


def read_frame(f: Findings) -> Step | None:
    """Read the innermost repository frame, when its file was not read yet."""
    if not f.frame or any(same_file(r[0], f.frame[0]) for r in f.reads):
        return None  # a Java frame names `Calc.java`; its file was read as `src/main/java/x/Calc.java`
    return read(*f.frame)


def read_test(f: Findings) -> Step | None:
    """Read the failing test where it was found, when no test file was read yet."""
    done = {r[0] for r in f.reads}
    tests = [h for h in f.hits if TEST_FILE.search(h[0]) and h[0] not in done]
    return read(*tests[0][:2]) if tests and not any(TEST_FILE.search(p) for p in done) else None


def _match(files: list[str], wanted: str) -> str | None:
    """The globbed file the log meant: same path, a suffix of it either way, else the first same name."""
    wanted = repo_path(wanted) or wanted  # the log parsers' one map of CI checkout prefixes
    same = [p for p in files if same_file(p, wanted)]
    return (same or files)[0] if same or files else None
