"""The shapes every tool shares: its definition, its context and its result."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from diagbot.change_order import NO_LEADS, Leads
from diagbot.changes import ChangeSet

if TYPE_CHECKING:  # pydantic loads with the tools' argument models, not with this module
    from pydantic import BaseModel


@dataclass(frozen=True)
class ToolContext:
    """What a tool may see: the repository root (resolved), its ignore rules and the branch's changes."""

    root: Path
    ignore: Any = None  # tools.walk.IgnoreRules; built by tools.paths.make_context()
    changes: ChangeSet | None = None  # computed once a run (gitinfo); None outside git
    leads: Leads = NO_LEADS  # changed files the log names or the failure's words tie to: the diff tool lists them first
    redact: Callable[[str], str] | None = None  # the results' redactor: a line is redacted before it is cut (tools.cut)


@dataclass(frozen=True)
class ToolResult:
    """What one call produced. `content` is fed to the model; `meta` is for humans only."""

    content: str
    ok: bool = True
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ToolDef:
    """A tool as the model sees it (name, description, schema) plus the function that runs it."""

    name: str
    description: str
    args: type[BaseModel]
    run: Callable[[Any, ToolContext], str]
    read_only: bool = True
    numbered: bool = False  # the output is numbered lines (`12: code`) that `offset`/`limit` read back

    def schema(self) -> dict[str, Any]:
        """The JSON Schema of the parameters, generated from the args model (only what helps the model)."""
        from diagbot.tools.schema import parameters_schema  # pydantic loads with the tools, not with this module

        return parameters_schema(self.args)

    def spec(self) -> dict[str, Any]:
        """Provider-neutral declaration: name, description, parameters."""
        return {"name": self.name, "description": self.description, "parameters": self.schema()}


class ToolError(Exception):
    """A tool's own refusal (path outside the root, binary file, ...); becomes a failed result."""
