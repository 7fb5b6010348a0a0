"""The one entry point for tool calls: validate, run, redact, truncate; it never raises."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from diagbot.change_order import NO_LEADS, Leads
from diagbot.tools.base import ToolContext, ToolDef, ToolError, ToolResult
from diagbot.tools.paths import make_context, os_reason, shown
from diagbot.tools.registry import TOOLS
from diagbot.tools.truncate import READ_MORE, truncate_result

if TYPE_CHECKING:
    from diagbot.gitinfo import RepoFacts

# how to read a cut result's middle, for tools without offset (each 20 chars: the note stays 54 at 12000 of 20000)
_READ_MORE = {"grep": "narrow glob, context", "glob": "use narrower pattern"}
_ERROR_CHARS = 400  # of an unexpected failure's message
_EXPECTED = {"int": "an integer", "string": "a string", "bool": "true or false", "float": "a number"}
_JSON_KINDS = {list: "an array", str: "a string", int: "a number", float: "a number", bool: "a boolean"}


class Executor:
    """Runs the model's tool calls against one repository; every outcome is a ToolResult."""

    def __init__(
        self, ctx: ToolContext, tools: Sequence[ToolDef] = TOOLS, redact: Callable[[str], str] | None = None
    ) -> None:
        self.ctx = replace(ctx, redact=redact) if redact is not None and ctx.redact is None else ctx  # cut lines
        self.tools = {tool.name: tool for tool in tools}
        self.redact = redact

    @classmethod
    def for_root(
        cls,
        root: Path,
        redact: Callable[[str], str] | None = None,
        hide: Iterable[str | Path] = (),
        ignore: Iterable[str] = (),
        repo: RepoFacts | None = None,
        leads: Leads = NO_LEADS,
    ) -> Executor:
        """An executor over the default tools for a repository directory; `hide`, `ignore` as in make_context.

        `repo` are the run's git facts, computed once: the diff tool reads their changes, listing the files the
        `leads` tie to the failure (change_order.leads) first. `redact` sees every
        result, which is repository content: pass a code-mode redactor (Redactor.redact_code).
        """
        return cls(make_context(root, hide, ignore, repo.changes if repo else None, leads), redact=redact)

    def schemas(self) -> list[dict[str, Any]]:
        """The provider-neutral declarations of every tool."""
        return [tool.spec() for tool in self.tools.values()]

    def execute(self, name: str, args: str) -> ToolResult:
        """Run one call; unknown tools, bad JSON, schema violations and tool failures become failed results."""
        parsed: dict[str, Any] | str = args
        tool: ToolDef | None = None
        try:
            tool = self._lookup(name)
            parsed = _parse(tool, args)
            result = ToolResult(tool.run(_validate(tool, parsed), self.ctx))
        except ToolError as exc:
            result = ToolResult(str(exc), ok=False)
        except Exception as exc:  # the one broad except: a tool's own bug goes back to the model, never ends the loop
            result = ToolResult(f"{name} failed: {_describe(exc, self.ctx.root)}", ok=False)
        if self.redact is not None:
            result = ToolResult(self.redact(result.content), result.ok, result.meta)
        numbered = result.ok and tool is not None and tool.numbered
        how = _READ_MORE.get(name, READ_MORE) if result.ok else READ_MORE
        result = truncate_result(result, reader=name if numbered else None, how=how)  # cut between lines, naming them
        summary = result.content.split("\n", 1)[0][:120]
        recorded = _redacted(parsed, self.redact) if self.redact is not None else parsed
        return ToolResult(result.content, result.ok, {**result.meta, "summary": summary, "args": recorded})

    def _lookup(self, name: str) -> ToolDef:
        tool = self.tools.get(name)
        if tool is None:
            raise ToolError(f"there is no tool named {name or '(empty)'}. Available: {', '.join(sorted(self.tools))}")
        return tool


def _redacted(args: dict[str, Any] | str, redact: Callable[[str], str]) -> dict[str, Any] | str:
    """The call's arguments as the trace records them (the report prints them): an offline caller names a file by
    its real path, which can hold a secret (`calc_AKIA….py`), as the results it got back never do."""
    if isinstance(args, str):
        return redact(args)
    return {k: redact(v) if isinstance(v, str) else v for k, v in args.items()}


def _describe(exc: Exception, root: Path) -> str:
    """An unexpected failure as the model sees it: specific, bounded, and with no absolute host path in it."""
    if isinstance(exc, OSError):
        name = exc.filename
        where = f" ({shown(_relative(os.fsdecode(name), root))})" if isinstance(name, (str, bytes)) else ""
        text = os_reason(exc) + where
    else:
        text = str(exc).replace(str(root) + os.sep, "").replace(str(root), ".")
    return f"{type(exc).__name__}: {text}"[:_ERROR_CHARS]


def _relative(path: str, root: Path) -> str:
    """`path` relative to the root, or only its name when it lies outside (a temporary file of the host)."""
    inside = path.startswith(str(root) + os.sep)
    return path[len(str(root)) + 1 :] if inside else os.path.basename(path) or path


def _example(tool: ToolDef) -> str:
    schema = tool.schema()
    names = schema.get("required") or list(schema.get("properties", {}))[:1]
    return json.dumps({n: "..." for n in names})


def _parse(tool: ToolDef, args: str) -> dict[str, Any]:
    if not args.strip():
        return {}  # some providers send "" for a call without arguments
    try:
        value = json.loads(args)
    except json.JSONDecodeError as exc:
        raise ToolError(
            f"the arguments are not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno} (char {exc.pos});"
            f" send one JSON object, e.g. {_example(tool)}"
        ) from exc
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise ToolError(f"the arguments hold a number of more than 4,300 digits; send e.g. {_example(tool)}") from exc
    except RecursionError as exc:
        raise ToolError(
            f"the arguments nest too deeply to read; send one flat JSON object, e.g. {_example(tool)}"
        ) from exc
    if not isinstance(value, dict):
        kind = _JSON_KINDS.get(type(value), "null")
        raise ToolError(f"the arguments must be a JSON object such as {_example(tool)}, not {kind}")
    return value


def _validate(tool: ToolDef, parsed: dict[str, Any]) -> BaseModel:
    try:
        return tool.args.model_validate(parsed)
    except ValidationError as exc:
        problems = "; ".join(_problem(err) for err in exc.errors())
        raise ToolError(f"invalid arguments for {tool.name}: {problems}. {_signature(tool)}") from exc


def _problem(err: Any) -> str:
    field = ".".join(str(part) for part in err["loc"]) or "arguments"
    kind, ctx = err["type"], err.get("ctx") or {}
    if kind == "missing":
        return f"missing required field `{field}`"
    if kind == "extra_forbidden":
        return f"unknown field `{field}`"
    if kind in ("greater_than_equal", "less_than_equal"):
        return f"`{field}` must be {'>=' if 'ge' in ctx else '<='} {ctx.get('ge', ctx.get('le'))}"
    if kind == "string_too_short":
        return f"`{field}` must not be empty"
    expected = _EXPECTED.get(kind.split("_")[0])
    return f"`{field}` must be {expected}" if expected else f"`{field}`: {err['msg']}"


def _signature(tool: ToolDef) -> str:
    """E.g. 'grep takes pattern (string, required), limit (integer, default 50)'."""
    schema = tool.schema()
    required = set(schema.get("required", []))
    parts = []
    for name, prop in schema.get("properties", {}).items():
        kinds = " or ".join(t["type"] for t in prop.get("anyOf", [prop]) if t.get("type") not in (None, "null"))
        default = (
            "required"
            if name in required
            else f"default {json.dumps(prop['default'])}"
            if "default" in prop
            else "optional"
        )
        parts.append(f"{name} ({kinds}, {default})")
    return f"{tool.name} takes " + ", ".join(parts)
