"""The offline model: a deterministic Provider that investigates the way a careful first look would.

It is the default without a key, so its report must be real and honest: it plans from the parsed
failures (`plan.py`: glob the failing file, grep the test or the symbol the error names, read around
the located line, follow into the function called there or the innermost repository frame) and
concludes only from what the tool results said (`report.py`). The plan is recomputed from the
conversation every turn. A `script` replaces the plan with turns read from a YAML file. Usage is
reported as zero tokens: no model is consumed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from diagbot.changes import ChangeSet
from diagbot.errors import UsageError
from diagbot.gitinfo import RepoFacts
from diagbot.llm.types import AssistantTurn, Message, ToolCall, ToolChoice
from diagbot.logs.types import Failure, LogDigest
from diagbot.offline.findings import Findings
from diagbot.offline.locate import opening
from diagbot.offline.log import innermost_frame, said_at
from diagbot.offline.plan import next_step
from diagbot.offline.report import render_conclusion
from diagbot.offline.unit import unit_of_change


class MockProvider:
    """Deterministic offline Provider; `inject="bad_args"` makes its first call invalid, `script` replays a file;
    it concludes within the loop's `max_turns`."""

    name = "mock"

    def __init__(
        self,
        digest: LogDigest | None = None,
        repo: RepoFacts | None = None,
        *,
        inject: str | None = None,
        script: Path | None = None,
        max_turns: int = 10,
    ) -> None:
        if inject not in (None, "", "bad_args"):
            raise UsageError(f"INJECT={inject}: unknown; the offline model understands only INJECT=bad_args")
        self.digest, self.repo, self.inject = digest, repo, inject or None
        self.script = _load_script(script) if script else None
        self.model = f"script:{script.name}" if script else "diagbot-offline"
        self.turns = max(1, max_turns - 1)  # the loop's last turn is left for the conclusion
        self.findings: Findings | None = None  # what its calls showed, as it concluded (walk.py reads the way)

    def complete(
        self, messages: Sequence[Message], tools: Sequence[dict[str, Any]], *, tool_choice: ToolChoice = "auto"
    ) -> AssistantTurn:
        """The next turn, decided from the conversation so far: its own calls and their results."""
        done = _exchanges(messages)
        if self.script is not None:
            return _replay(self.script, messages, len(done), tool_choice)
        if self.inject and not done and tool_choice == "auto":  # the seed's call to a tool that does not exist
            return _turn([("edit_file", {"path": "src/calc.js", "old": "a / b"})], 0, "Let me fix it directly.")
        changes = self.repo.changes if self.repo else None
        picked = _pick_failure(self.digest, changes)
        failure = said_at(self.digest, picked)
        findings = Findings(failure, innermost_frame(self.digest, self.repo, picked), changes=changes)
        mine = [d for d in done if d[0] != "edit_file"]  # the injected call took a turn too
        turns = sum(1 for m in messages if m.role == "assistant" and m.tool_calls)
        calls = len(mine) + max(0, self.turns - turns)  # the calls it can still make: one a turn from now on
        steps = opening(findings)[: max(0, calls - 1)] if not done else []  # one call left for after them
        if tool_choice == "auto" and len(steps) > 1:
            text = " ".join(s[1].get("_say", "") for s in steps)
            return _turn([(name, _fit(tools, name, args)) for name, args in steps], 0, text)
        step = next_step(findings, mine, calls)  # replayed even to conclude
        if step is None or tool_choice == "none":
            self.findings = findings
            return AssistantTurn(text=render_conclusion(findings, self.repo, self.digest), finish_reason="stop")
        text = f"{_after_failure(done)} {step[1].get('_say', '')}".strip()
        return _turn([(step[0], _fit(tools, *step))], len(done), text)


def _pick_failure(digest: LogDigest | None, changes: ChangeSet | None = None) -> Failure | None:
    """The first failure (the first testing a changed file by its name, unit_of_change), completed from its
    neighbours when a parser reported its test and location apart."""
    failures = digest.failures if digest else ()
    if not failures:
        return None
    first = next((x for x in failures if x.path or x.test), failures[0])
    if first.test and first.path:
        return unit_of_change(failures, changes) or first  # a whole record: never borrow another test's message
    # only records of the same framework that do not name a different test can complete this one
    kin = [x for x in failures if x.framework == first.framework and (not first.test or x.test in (None, first.test))]
    kin = kin[:3]
    test = first.test or next((x.test for x in kin if x.test), None)
    located = first if first.path else next((x for x in kin if x.path), first)
    said = [x.message for x in kin if x.path is None or (x.path, x.line) == (located.path, located.line)]  # not
    # the message of an error elsewhere, nor of another lint error in the same file
    message = max(said, key=len) if said else first.message
    return replace(first, test=test, path=located.path, line=located.line, message=message)


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
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path}: not UTF-8 text (byte {exc.start}); save the script as UTF-8") from None
    except RecursionError:
        raise UsageError(f"{path}: nested too deeply to read; a script's turns need only a few levels") from None
    except ValueError as exc:  # a value YAML reads but Python cannot build: a 5,000-digit int, a 13th month
        why = "a number of more than 4,300 digits" if "digits" in str(exc) else f"a value that cannot be read ({exc})"
        raise UsageError(f"{path}: {why}; quote it to keep it as text") from None
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
