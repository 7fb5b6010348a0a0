"""The offline model's plan: what the tool results have shown so far, and the next call to make.

The plan is a fixed sequence of steps (glob the failing file, grep the test or the symbol the error names,
read around the located line, follow into the function called there or the innermost repository frame).
Each step looks at the findings and proposes a call or passes; `next_step` replays the steps against the
results so far, folding each into the findings, and returns the first call not yet made.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from diagbot.filekinds import TEST_FILE
from diagbot.logs.failures.stateful import repo_path
from diagbot.logs.types import Failure
from diagbot.offline.code import callee, definitions, enclosing, same_file

Step = tuple[str, dict[str, Any]]  # tool name, args; keys starting with "_" are the plan's own notes
Hit = tuple[str, int, str]  # path, line, code there
_HIT = re.compile(r"^(.+?):(\d+):(.*)$")
_NUMBERED = re.compile(r"^\s*(\d+)(?:\t|:\s?| ?\| ?| +)(.*)$")
_QUOTED = re.compile(r"['\"`\u2018]([A-Za-z_$][\w$.]*)['\"`\u2019]")  # a symbol the error quotes
# quoted words that name no symbol worth a search (nor does one of 1 or 2 chars)
_NOT_SYMBOLS = frozenset("else then end do begin true false null nil none undefined self this".split())


@dataclass
class Findings:
    """What the tool results have shown so far."""

    failure: Failure | None
    frame: tuple[str, int] | None = None
    files: list[str] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)
    defs: list[Hit] = field(default_factory=list)
    reads: list[Hit] = field(default_factory=list)
    body: str = ""  # the code from the last read's focus line to the next blank line
    symbol: str | None = None  # the function the failing test calls
    enclosing: str | None = None  # the function holding the failing line, when that line is not in a test

    def record(self, name: str, args: dict[str, Any], content: str, ok: bool) -> None:
        """Fold one tool result into the findings."""
        lines = content.splitlines() if ok else []
        if name == "glob":
            # headers and notes quote the pattern in backticks or start like a sentence; paths do neither
            self.files = [
                x.strip() for x in lines if x.strip() and "`" not in x and not x.startswith(("(", "[", "..."))
            ]
        elif name == "grep":
            hits = [(m[1], int(m[2]), m[3].strip()) for m in map(_HIT.match, lines) if m]
            self.defs, self.hits = (hits, self.hits) if args.get("_def") else (self.defs, hits)
        elif name == "read_file" and ok:
            code = {int(m[1]): m[2] for m in map(_NUMBERED.match, lines[1:]) if m}
            focus = args["_focus"]
            self.reads.append((args["path"], focus, code.get(focus, "").strip()))
            block = [code[n] for n in range(focus, focus + 8) if n in code]
            self.body = "\n".join(block[: next((i for i, x in enumerate(block) if not x.strip()), len(block))])
            if not self.symbol and (args["_test"] or TEST_FILE.search(args["path"])):
                self.symbol = callee(code, focus, _test_name(self.failure))
            elif len(self.reads) == 1:
                self.enclosing = enclosing(code, focus)


def next_step(f: Findings, done: list[tuple[str, str, bool]]) -> Step | None:
    """Replay the plan against the results so far; the first step not yet taken is the next call."""
    taken = 0
    for plan in _PLAN:
        step = plan(f)
        if step is None:
            continue
        if taken == len(done):
            return step
        f.record(step[0], step[1], done[taken][1], done[taken][2])
        taken += 1
    return None


def _glob(f: Findings) -> Step | None:
    path = f.failure.path if f.failure else None
    if path is None:
        say = "The failure names no file" if f.failure else "No failure I recognise in the log"
        return "glob", {"pattern": "**/*", "_say": f"{say}; looking at the repository."}
    return "glob", {"pattern": f"**/{PurePosixPath(path).name}", "_say": f"Find `{path}`, which the log names."}


def _grep(f: Findings) -> Step | None:
    fail, test = f.failure, _test_name(f.failure)
    quoted = _QUOTED.findall(fail.message) if fail and not test else []
    symbol = next((q for q in quoted if len(q.split(".")[-1]) > 2 and q.lower() not in _NOT_SYMBOLS), None)
    pattern = re.escape(test) if test else rf"\b{re.escape(symbol.split('.')[-1])}\b" if symbol else None
    if fail is None or pattern is None:
        return None
    say = f"Find the failing test `{test}`." if test else f"Find `{symbol}`, named in the error."
    in_test = fail.path and TEST_FILE.search(fail.path) and test
    narrow = {"glob": f"**/{PurePosixPath(fail.path or '').name}"} if in_test else {}
    return "grep", {"pattern": pattern, **narrow, "_say": say}


def _read_located(f: Findings) -> Step | None:
    fail = f.failure
    path = _match(f.files, fail.path) if fail and fail.path else None
    hits = [h for h in f.hits if h[0] == path] or f.hits
    line = fail.line if fail and fail.line else f.frame[1] if f.frame and path and f.frame[0] == path else None
    # the failing test's own line (in a test file, or where the test was found): follow what it calls
    test = bool(fail and fail.test and (not path or TEST_FILE.search(path) or any(h[0] == path for h in f.hits)))
    if path and line:
        return _read(path, line, test=test)
    return _read(*hits[0][:2], test=test) if hits else _read(path, 1, test=test) if path else None


def _read_frame(f: Findings) -> Step | None:
    if not f.frame or any(same_file(r[0], f.frame[0]) for r in f.reads):
        return None  # a Java frame names `Calc.java`; its file was read as `src/main/java/x/Calc.java`
    return _read(*f.frame)


def _read_test(f: Findings) -> Step | None:
    read = {r[0] for r in f.reads}
    tests = [h for h in f.hits if TEST_FILE.search(h[0]) and h[0] not in read]
    return _read(*tests[0][:2]) if tests and not any(TEST_FILE.search(p) for p in read) else None


def _grep_definition(f: Findings) -> Step | None:
    if not f.symbol or len(f.reads) > 1:  # a frame or the test was read already: the source is in view
        return None
    say = f"The failing line calls `{f.symbol}`: find its definition."
    return "grep", {"pattern": "|".join(definitions(f.symbol)), "_def": True, "_say": say}


def _read_definition(f: Findings) -> Step | None:
    kinds = definitions(f.symbol or "")
    rank = {h: next((i for i, rx in enumerate(kinds) if re.search(rx, h[2])), len(kinds)) for h in f.defs}
    defs = sorted(f.defs, key=lambda h: (bool(TEST_FILE.search(h[0])), rank[h]))  # stable: grep order breaks ties
    seen = defs and any(defs[0][0] == p and n - 5 <= defs[0][1] <= n + 14 for p, n, _ in f.reads)
    return _read(*defs[0][:2]) if defs and not seen else None


_PLAN: tuple[Callable[[Findings], Step | None], ...] = (
    _glob, _grep, _read_located, _read_frame, _read_test, _grep_definition, _read_definition,
)  # fmt: skip


def _read(path: str, line: int, *, test: bool = False) -> Step:
    say = f"Read `{path}` around line {line}."
    return "read_file", {
        "path": path,
        "offset": max(1, line - 5),
        "limit": 20,
        "_focus": line,
        "_test": test,
        "_say": say,
    }


def _match(files: list[str], wanted: str) -> str | None:
    """The globbed file the log meant: same path, a suffix of it either way, else the first same name."""
    wanted = repo_path(wanted) or wanted  # the log parsers' one map of CI checkout prefixes
    same = [p for p in files if p == wanted or p.endswith("/" + wanted) or wanted.endswith("/" + p)]
    return (same or files)[0] if same or files else None


def _test_name(fail: Failure | None) -> str | None:
    """The searchable part of a test id: `a/b.py::test_x[1]` → test_x, `calc > divides` → divides,
    `CalcTest.adds two numbers` (ExUnit, module first) → adds two numbers."""
    if fail is None or not fail.test:
        return None
    name = re.split(r"::| \u203a | > |#", re.sub(r"\[.*?\]|\s*\([^()]*\)$", "", fail.test))[-1].strip()
    if " " in name:  # a sentence: only a leading module name (no spaces, capitalised) is not in the source
        return re.sub(r"^[A-Z][\w$]*(?:\.[\w$]+)*\.(?=\S+ )", "", name) or None
    return name.split("/")[0].split(".")[-1] or None
