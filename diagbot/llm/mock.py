"""The offline model: a deterministic Provider that investigates the way a careful first look would.

It is the default without a key, so its report must be real and honest: it plans from the parsed
failures (glob the failing file, grep the test or the symbol the error names, read around the located
line, follow into the function called there or the innermost repository frame) and concludes only from
what the tool results said. The plan is recomputed from the conversation every turn. Usage is reported
as zero tokens: no model is consumed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any

from diagbot.errors import UsageError
from diagbot.gitinfo import RepoFacts
from diagbot.llm.types import AssistantTurn, Message, ToolCall, ToolChoice
from diagbot.logs.types import Failure, LogDigest

Step = tuple[str, dict[str, Any]]  # tool name, args; keys starting with "_" are the plan's own notes
Hit = tuple[str, int, str]  # path, line, code there
_HIT = re.compile(r"^(.+?):(\d+):(.*)$")
_NUMBERED = re.compile(r"^\s*(\d+)(?:\t|:\s?| ?\| ?| +)(.*)$")
_CALLED = re.compile(r"(?<![\w$])(?<!new )([A-Za-z_$][\w$]*)\s*\(")  # constructors are not followed
_NOT_CALLEES = frozenset(
    "if for while switch return it describe def function func fn new print println len str int float bool list "
    "dict set tuple range isinstance t eq ok equal raises Equal NoError Errorf Fatalf Error Fatal Sprintf Printf "
    "console log format not and or in is await async lambda catch try with".split()
)
_HELPER_PREFIX = re.compile(r"(test|assert|expect|should|require|to[A-Z])", re.I)
_TEST_FILE = re.compile(r"(^|/)(tests?|spec|__tests__)/|(^|/|_)tests?_|_test\.|[._-](test|spec)\.|Tests?\.\w+$")
_FRAMES = (  # (pattern, innermost last?): Python and pytest list the innermost frame last, JS/Java/Go stacks first
    (re.compile(r'File "([^"]+)", line (\d+)'), True),
    (re.compile(r"^([\w./-]+\.py):(\d+): \w+$", re.M), True),
    (re.compile(r"\bat .*?\(?([\w./@-]+\.\w+):(\d+)(?::\d+)?\)?$", re.M), False),
    (re.compile(r"^\s+(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?$", re.M), False),
)
_CI_PREFIX = re.compile(r"^(/home/runner/work/[^/]+/[^/]+/|/builds/(?:[^/]+/)+?[^/]+/|\./)")
_FOREIGN = re.compile(r"site-packages|dist-packages|node_modules|^/|^<|^node:|vendor/")
_HEADER = "_Offline heuristic diagnosis (no model was used): located by text search, not by understanding the code._"


@dataclass
class _Findings:
    """What the tool results have shown so far."""

    failure: Failure | None
    frame: tuple[str, int] | None = None
    files: list[str] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)
    defs: list[Hit] = field(default_factory=list)
    reads: list[Hit] = field(default_factory=list)
    body: str = ""  # the code from the last read's focus line to the next blank line
    symbol: str | None = None

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
            if not self.symbol and (args["_test"] or _TEST_FILE.search(args["path"])):
                self.symbol = _callee(code, focus, _test_name(self.failure))


class MockProvider:
    """Deterministic offline Provider; `inject="bad_args"` makes its first call invalid, `script` replays a file."""

    name = "mock"

    def __init__(
        self,
        digest: LogDigest | None = None,
        repo: RepoFacts | None = None,
        *,
        inject: str | None = None,
        script: Path | None = None,
    ) -> None:
        if inject not in (None, "", "bad_args"):
            raise UsageError(f"INJECT={inject}: unknown; the offline model understands only INJECT=bad_args")
        self.digest, self.repo, self.inject = digest, repo, inject or None
        self.script = _load_script(script) if script else None
        self.model = f"script:{script.name}" if script else "diagbot-offline"

    def complete(
        self, messages: Sequence[Message], tools: Sequence[dict[str, Any]], *, tool_choice: ToolChoice = "auto"
    ) -> AssistantTurn:
        """The next turn, decided from the conversation so far: its own calls and their results."""
        done = _exchanges(messages)
        if self.script is not None:
            return _replay(self.script, messages, len(done), tool_choice)
        if self.inject and not done and tool_choice == "auto":  # the seed's call to a tool that does not exist
            return _turn([("edit_file", {"path": "src/calc.js", "old": "a / b"})], 0, "Let me fix it directly.")
        findings = _Findings(_pick_failure(self.digest), _innermost_frame(self.digest, self.repo))
        step = _next_step(findings, [d for d in done if d[0] != "edit_file"])  # replayed even to conclude
        if step is None or tool_choice == "none":
            return AssistantTurn(text=_conclusion(findings, self.repo), finish_reason="stop")
        text = f"{_after_failure(done)} {step[1].get('_say', '')}".strip()
        return _turn([(step[0], _fit(tools, *step))], len(done), text)


def _next_step(f: _Findings, done: list[tuple[str, str, bool]]) -> Step | None:
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


def _glob(f: _Findings) -> Step | None:
    path = f.failure.path if f.failure else None
    if path is None:
        return "glob", {"pattern": "**/*", "_say": "No failure I recognise in the log; looking at the repository."}
    return "glob", {"pattern": f"**/{PurePosixPath(path).name}", "_say": f"Find `{path}`, which the log names."}


def _grep(f: _Findings) -> Step | None:
    fail, test = f.failure, _test_name(f.failure)
    symbol = re.search(r"['\"`\u2018]([A-Za-z_$][\w$.]*)['\"`\u2019]", fail.message) if fail and not test else None
    pattern = re.escape(test) if test else rf"\b{re.escape(symbol[1].split('.')[-1])}\b" if symbol else None
    if fail is None or pattern is None:
        return None
    say = f"Find the failing test `{test}`." if test else f"Find `{symbol[1] if symbol else ''}`, named in the error."
    in_test = fail.path and _TEST_FILE.search(fail.path) and test
    narrow = {"glob": f"**/{PurePosixPath(fail.path or '').name}"} if in_test else {}
    return "grep", {"pattern": pattern, **narrow, "_say": say}


def _read_located(f: _Findings) -> Step | None:
    fail = f.failure
    path = _match(f.files, fail.path) if fail and fail.path else None
    hits = [h for h in f.hits if h[0] == path] or f.hits
    test = bool(fail and fail.test)  # the failing test's own line: follow what it calls
    line = fail.line if fail and fail.line else f.frame[1] if f.frame and path and f.frame[0] == path else None
    if path and line:
        return _read(path, line, test=test)
    return _read(*hits[0][:2], test=test) if hits else _read(path, 1, test=test) if path else None


def _read_frame(f: _Findings) -> Step | None:
    read = {r[0] for r in f.reads}
    return _read(*f.frame) if f.frame and f.reads and f.frame[0] not in read else None


def _read_test(f: _Findings) -> Step | None:
    read = {r[0] for r in f.reads}
    tests = [h for h in f.hits if _TEST_FILE.search(h[0]) and h[0] not in read]
    return _read(*tests[0][:2]) if tests and not any(_TEST_FILE.search(p) for p in read) else None


def _grep_definition(f: _Findings) -> Step | None:
    if not f.symbol or len(f.reads) > 1:  # a frame or the test was read already: the source is in view
        return None
    say = f"The failing line calls `{f.symbol}`: find its definition."
    return "grep", {"pattern": "|".join(_definitions(f.symbol)), "_def": True, "_say": say}


def _definitions(symbol: str) -> tuple[str, ...]:
    """How languages define a function, most certain first: keyword, assigned function, typed method."""
    s = re.escape(symbol)
    return (
        rf"\b(def|function|func|fn|fun|sub|class|struct|interface|module|type)\s+(\([^)]*\)\s*)?(\w+\.)?{s}\b",
        rf"\b{s}\s*[:=]\s*(async\s+)?(function\b|\([^)]*\)[^=;]*=>)",
        rf"^\s*(?!(return|await|yield|if|elif|else|while|not|throw|new)\b)(\w[\w<>\[\],]*\s+)*{s}\s*\([^)]*\)\s*(\{{|throws\b|$)",
    )


def _read_definition(f: _Findings) -> Step | None:
    kinds = _definitions(f.symbol or "")
    rank = {h: next((i for i, rx in enumerate(kinds) if re.search(rx, h[2])), len(kinds)) for h in f.defs}
    defs = sorted(f.defs, key=lambda h: (bool(_TEST_FILE.search(h[0])), rank[h]))  # stable: grep order breaks ties
    seen = defs and any(defs[0][0] == p and n - 5 <= defs[0][1] <= n + 14 for p, n, _ in f.reads)
    return _read(*defs[0][:2]) if defs and not seen else None


_PLAN: tuple[Callable[[_Findings], Step | None], ...] = (
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
    wanted = _CI_PREFIX.sub("", wanted)
    same = [p for p in files if p == wanted or p.endswith("/" + wanted) or wanted.endswith("/" + p)]
    return (same or files)[0] if same or files else None


def _test_name(fail: Failure | None) -> str | None:
    """The searchable part of a test id: `a/b.py::test_x[1]` → test_x, `calc > divides` → divides."""
    if fail is None or not fail.test:
        return None
    name = re.split(r"::| \u203a | > |#", re.sub(r"\[.*?\]|\(.*?\)", "", fail.test))[-1].strip()
    return (name if " " in name else name.split("/")[0].split(".")[-1]) or None


def _callee(code: dict[int, str], focus: int, test: str | None) -> str | None:
    """The first function called on the failing line (then just after, then just before) that is not a helper."""
    for n in [focus, *range(focus + 1, focus + 6), *range(focus - 1, focus - 4, -1)]:
        for name in _CALLED.findall(code.get(n, "")):
            if name not in _NOT_CALLEES and name != test and not _HELPER_PREFIX.match(name):
                return str(name)
    return None


def _innermost_frame(digest: LogDigest | None, repo: RepoFacts | None) -> tuple[str, int] | None:
    """The innermost stack frame the excerpt shows inside the repository."""
    text = digest.excerpt if digest else ""
    frames = [f for rx, last in _FRAMES for f in (reversed(rx.findall(text)) if last else rx.findall(text))]
    for path, line in frames:
        rel = path[len(repo.root) + 1 :] if repo and path.startswith(repo.root + "/") else _CI_PREFIX.sub("", path)
        if not _FOREIGN.search(rel):
            return rel, int(line)
    return None


def _pick_failure(digest: LogDigest | None) -> Failure | None:
    """The first failure, completed from its neighbours: parsers often report the test and its location apart."""
    failures = digest.failures if digest else ()
    if not failures:
        return None
    first = next((x for x in failures if x.path or x.test), failures[0])
    kin = [x for x in failures if x.framework == first.framework][:3]
    test = first.test or next((x.test for x in kin if x.test), None)
    located = first if first.path else next((x for x in kin if x.path), first)
    message = max((x.message for x in kin), key=len) if kin else first.message
    return replace(first, test=test, path=located.path, line=located.line, message=message)


def _conclusion(f: _Findings, repo: RepoFacts | None) -> str:
    """Cause / Evidence / Fix / Confidence from what the tools showed, and nothing more."""
    fail = f.failure
    if fail is None:
        return _NO_FAILURE.format(header=_HEADER, seen=len(f.files))
    code = [r for r in f.reads if r[2]]
    touched = sorted({r[0] for r in f.reads} & set(repo.changed)) if repo else []
    cause = f"{_q(fail.test)} fails" if fail.test else "The build fails"
    error = _first(fail.message)
    if error and not (fail.test and fail.test in error):  # a header that only restates the test adds nothing
        cause += f" with {_q(error)}"
    cause += "".join(f"; {'the failing line is' if i == 0 else 'it leads to'} {_at(r)}" for i, r in enumerate(code))
    evidence = [
        f"- {f'log line {fail.log_line}' if fail.log_line else 'the log'}: {_q(_first(fail.message) or fail.framework)}"
    ]
    evidence += [f"- {_at(r)}" for r in code] or [
        f"- the log names {_q(fail.path or '?')}, which no tool result showed"
    ]
    evidence.append(f"- {_changed_note(touched, repo)}")
    target = code[-1] if code else None
    what = f"`{f.symbol}`" if f.symbol else "the code"
    fix = f"Make {what} at `{target[0]}:{target[1]}` do what the test expects" if target else "Locate the failure"
    fix += f", or update the test if the new behaviour is intended; then re-run {_q(fail.test or 'the failing step')}."
    if touched and repo:
        fix += f" Start with what changed there: `git diff {repo.base or 'HEAD'} -- {' '.join(touched)}`."
    if target and f.body and "```" not in f.body:
        evidence.insert(1 + len(code), "\n  ```\n  " + f.body.replace("\n", "\n  ") + "\n  ```")
    level = "medium" if code and touched else "low"
    return (
        f"{_HEADER}\n\n### Cause\n{cause}.\n\n### Evidence\n" + "\n".join(evidence) + f"\n\n### Fix\n{fix}\n\n"
        f"### Confidence\n{level}: heuristic; a model with a key would read the code and check the cause.\n"
    )


_NO_FAILURE = """{header}

### Cause
The log shows no recognisable failure: no failing test, error or stack trace was parsed, so no cause is claimed.

### Evidence
- the offline parsers found no failing test, error or stack trace in the log excerpt
- glob listed {seen} repository files; nothing points at one of them

### Fix
Nothing to fix from this log. If the build is red, check that the failing step's output is in the log.

### Confidence
low: the offline heuristics only recognise failure formats they know.
"""


def _changed_note(touched: list[str], repo: RepoFacts | None) -> str:
    if repo is None:
        return "not a git checkout: changed files unknown"
    if touched:
        return f"changed vs {repo.base or 'HEAD'}: {', '.join(f'`{p}`' for p in touched)} (among the located files)"
    listed = ", ".join(f"`{p}`" for p in repo.changed[:5]) + (" ..." if len(repo.changed) > 5 else "")
    return f"none of the located files changed vs {repo.base or 'HEAD'}" + (f"; changed: {listed}" if listed else "")


def _first(text: str) -> str:
    return (text.splitlines() or [""])[0][:200]


def _at(hit: Hit) -> str:
    return f"`{hit[0]}:{hit[1]}`: {_q(hit[2])}"


def _q(text: str) -> str:
    """Inline code that survives backticks in the text."""
    fence = "``" if "`" in text else "`"
    return f"{fence} {text} {fence}" if fence == "``" else f"`{text}`"


def _exchanges(messages: Sequence[Message]) -> list[tuple[str, str, bool]]:
    """(tool, result, ok) for every call made so far, in order."""
    results = {m.tool_call_id: m for m in messages if m.role == "tool"}
    calls = [c for m in messages if m.role == "assistant" for c in m.tool_calls]
    return [
        (c.name, results[c.id].content, not results[c.id].is_error) if c.id in results else (c.name, "", False)
        for c in calls
    ]


def _after_failure(done: list[tuple[str, str, bool]]) -> str:
    if not done or done[-1][2]:
        return ""
    first = done[-1][1].splitlines()[0] if done[-1][1] else "no details"
    rest = (
        "There is no editing tool, only read-only ones: let me read the code first."
        if done[-1][0] == "edit_file"
        else "Going on."
    )
    return f"That call failed ({first}). {rest}"


def _fit(tools: Sequence[dict[str, Any]], name: str, args: dict[str, Any]) -> dict[str, Any]:
    """Drop the plan's notes and any argument the tool's schema does not declare."""
    props = next((t.get("parameters", {}).get("properties") for t in tools if t.get("name") == name), None)
    return {k: v for k, v in args.items() if not k.startswith("_") and (props is None or k in props)}


def _turn(steps: Sequence[tuple[str, Any]], before: int, text: str) -> AssistantTurn:
    calls = tuple(
        ToolCall(id=f"mock_{before + i}", name=name, args=args if isinstance(args, str) else json.dumps(args))
        for i, (name, args) in enumerate(steps, 1)
    )
    return AssistantTurn(text=text, calls=calls, finish_reason="tool_calls" if calls else "stop")


def _replay(
    script: list[dict[str, Any]], messages: Sequence[Message], before: int, choice: ToolChoice
) -> AssistantTurn:
    turn_no = sum(1 for m in messages if m.role == "assistant")
    if turn_no >= len(script):
        return AssistantTurn(text=f"(the script ended after {len(script)} turns)", finish_reason="stop")
    turn = script[turn_no]
    calls = [(c["tool"], c.get("args", {})) for c in turn.get("calls", [])]
    if calls and choice == "none":
        return AssistantTurn(text=turn.get("text") or "(the script's next turn calls tools, which are not allowed now)")
    return _turn(calls, before, turn.get("text", ""))


def _load_script(path: Path) -> list[dict[str, Any]]:
    """A list of turns, each `calls: [{tool, args}]` or `text: ...`; UsageError naming the file and the fault."""
    import yaml  # type: ignore[import-untyped]  # lazy: only scripted runs pay for it

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"{path}: cannot read the script: {exc.strerror or exc}") from None
    except yaml.YAMLError as exc:
        raise UsageError(f"{path}: not valid YAML: {' '.join(str(exc).split())}") from None
    if not isinstance(data, list) or not data:
        raise UsageError(f"{path}: expected a non-empty list of turns, each `calls: [{{tool, args}}]` or `text: ...`")
    for n, turn in enumerate(data, 1):
        _check_turn(f"{path}: turn {n}", turn)
    return data


def _check_turn(where: str, turn: object) -> None:
    if not isinstance(turn, dict) or not turn or set(turn) - {"calls", "text"}:
        raise UsageError(f"{where}: expected a mapping with `calls` (a list of {{tool, args}}) and/or `text`")
    if not isinstance(turn.get("text", ""), str):
        raise UsageError(f"{where}: `text` must be a string")
    calls = turn.get("calls", [])
    if not isinstance(calls, list) or ("calls" in turn and not calls):
        raise UsageError(f"{where}: `calls` must be a non-empty list of {{tool, args}}")
    for k, call in enumerate(calls, 1):
        if not (isinstance(call, dict) and set(call) <= {"tool", "args"} and isinstance(call.get("tool"), str)):
            raise UsageError(f"{where}, call {k}: expected {{tool: NAME, args: {{...}}}}")
        if not call["tool"] or not isinstance(call.get("args", {}), dict | str):
            raise UsageError(f"{where}, call {k}: `tool` must be a name and `args` a mapping (or raw JSON text)")
