"""The repository's config file (.diagbot.yml, else pyproject.toml [tool.diagbot]) read raw, without pydantic.

`diagbot question` must start fast: it reads its three settings here instead of through the Settings model.
"""

from __future__ import annotations

import tomllib
from collections.abc import Hashable, Mapping
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]

from diagbot.changes import DIFF_CHARS, DIFF_CHARS_MAX
from diagbot.errors import UsageError

MAX_DEPTH = 16  # no setting nests deeper than a list in a mapping; thousands of levels overflow the parsers' stack
QUOTE_CHARS = 80
IGNORE_SHAPE = "ignore must be a list of paths in .gitignore syntax (e.g. [fixtures/big/])"


def quoted(value: Any) -> str:
    """repr(value) cut to QUOTE_CHARS with an ellipsis: an error message is one line, whatever the file held."""
    text = repr(value)
    return text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 1] + "…"


def read_config_file(cwd: Path) -> tuple[dict[str, Any], str]:
    """The file's settings as written, and the name errors cite; ({}, "") when there is no file."""
    yml, pyproject = cwd / ".diagbot.yml", cwd / "pyproject.toml"
    _refuse_no_file(yml)
    if yml.is_file():
        return _read_yaml(yml), ".diagbot.yml"
    _refuse_no_file(pyproject)
    if pyproject.is_file():
        return _read_pyproject(pyproject), "pyproject.toml [tool.diagbot]"
    return {}, ""


def _refuse_no_file(path: Path) -> None:
    """A directory, pipe or dangling link under a config name is an error: skipped, its settings would go unread."""
    if path.is_file() or not (path.is_symlink() or path.exists()):
        return
    what = "a link to nothing" if not path.exists() else "a directory" if path.is_dir() else "not a regular file"
    raise UsageError(f"{path}: {what}; the settings file must be a regular file (or remove it to use the defaults)")


def diff_settings(base_flag: str | None, env: Mapping[str, str], cwd: Path) -> tuple[str | None, int]:
    """(base, diff_chars) for `diagbot question`: flag > DIAGBOT_* > the config file > defaults, as load_settings."""
    values, source = read_config_file(cwd)
    base = base_flag or env.get("DIAGBOT_BASE") or values.get("base")
    raw, where = (
        (env["DIAGBOT_DIFF_CHARS"], "DIAGBOT_DIFF_CHARS")
        if env.get("DIAGBOT_DIFF_CHARS")
        else (
            values.get("diff_chars", DIFF_CHARS),
            f"{source}: diff_chars",
        )
    )
    try:
        chars = int(raw)
    except (TypeError, ValueError):
        chars = -1
    if not 0 <= chars <= DIFF_CHARS_MAX or isinstance(raw, bool):
        raise UsageError(f"{where}={quoted(raw)}: diff_chars must be a whole number from 0 to {DIFF_CHARS_MAX}")
    if base and (not isinstance(base, str) or "\0" in base):  # git would be handed a list's or a NUL's text
        raise UsageError(f"{source}: base={quoted(base)}: base must be a branch or commit name, e.g. origin/main")
    return (base or None), chars


def ignore_setting(env: Mapping[str, str], cwd: Path) -> tuple[str, ...]:
    """The `ignore` patterns for `diagbot question`'s offline walk: DIAGBOT_IGNORE (comma-separated) > the config
    file's list (or comma-separated text), as load_settings reads them."""
    if env.get("DIAGBOT_IGNORE"):
        raw: Any = env["DIAGBOT_IGNORE"]
        where = "DIAGBOT_IGNORE"
    else:
        values, source = read_config_file(cwd)
        raw, where = values.get("ignore", ()), f"{source}: ignore"
    raw = split_ignore(raw)
    if isinstance(raw, (list, tuple)) and all(isinstance(v, str) for v in raw):
        return tuple(raw)
    raise UsageError(f"{where}={quoted(raw)}: {IGNORE_SHAPE}")


def split_ignore(value: Any) -> Any:
    """`ignore` written as text (DIAGBOT_IGNORE="a,b", or one line in the file) as its list; a list stays a list."""
    return [v.strip() for v in value.split(",") if v.strip()] if isinstance(value, str) else value


_TEXT = ("model", "test_command", "inject")
_CHOICES = {
    "provider": ("mock", "openai", "anthropic"),
    "format": ("markdown", "json", "text"),
    "post": ("none", "github", "gitlab", "auto"),
    "comment": ("per-run", "per-job"),
}


def plainly_valid(values: Mapping[str, Any]) -> bool:
    """Whether every setting is one the Settings model surely takes as written (text, a named choice, a boolean, a
    list of paths): then `diagbot question` need not import pydantic (a quarter second); any other value, and any
    other key, is left to the model, so question refuses what explain refuses, in explain's words."""
    for key, value in values.items():
        ignore = split_ignore(value) if key == "ignore" else None
        if not (
            (key in _TEXT and isinstance(value, str))
            or (key == "base" and isinstance(value, str) and "\0" not in value)
            or value in _CHOICES.get(key, ())
            or (key in ("strict", "fallback") and isinstance(value, bool))
            or (isinstance(ignore, list) and all(isinstance(v, str) for v in ignore))
        ):
            return False
    return True


class _Twice(ValueError):
    """A mapping names one key twice; PyYAML alone would keep the last value without a word."""


class _Refused(ValueError):
    """An alias outside a merge key, or nesting past MAX_DEPTH: the file is not read further."""


class _UniqueKeys(yaml.SafeLoader):  # type: ignore[misc]
    """safe_load that refuses a key written twice in one mapping (`<<` merges may still be overridden), an alias
    anywhere but as a merge key's value (nine aliases of nine aliases are a billion values to print or check,
    while a merge can only copy a mapping's keys), and nesting past MAX_DEPTH (PyYAML recurses per level)."""

    _depth = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node:
        event = self.peek_event()
        merging = isinstance(index, yaml.ScalarNode) and index.tag == "tag:yaml.org,2002:merge"
        if isinstance(event, yaml.AliasEvent) and not merging:
            raise _Refused(
                f"line {event.start_mark.line + 1}: the alias *{event.anchor} is refused (aliases are read only as "
                "a merge key's value, `<<: *name`); write the value out"
            )
        if self._depth >= MAX_DEPTH:
            raise _Refused(f"line {event.start_mark.line + 1}: nested over {MAX_DEPTH} levels deep; no setting is")
        self._depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[Any, int] = {}
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue
            key, line = self.construct_object(key_node, deep=deep), key_node.start_mark.line + 1
            if isinstance(key, Hashable) and key in seen:
                raise _Twice(f"key {key!r} is set twice (lines {seen[key]} and {line}); keep one")
            if isinstance(key, Hashable):
                seen[key] = line
        return dict(super().construct_mapping(node, deep=deep))


def _read_yaml(path: Path) -> dict[str, Any]:
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_UniqueKeys)  # a SafeLoader
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise UsageError(f"{path}: cannot read it as YAML: {exc}") from None
    except (_Twice, _Refused) as exc:
        raise UsageError(f"{path}: {exc}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise UsageError(f"{path}: expected a mapping of settings (key: value), got {type(data).__name__}")
    return {str(k): v for k, v in data.items()}


def _read_pyproject(path: Path) -> dict[str, Any]:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(f"{path}: cannot read it as TOML: {exc}") from None
    except RecursionError:  # tomllib recurses per level of an array or inline table
        raise UsageError(f"{path}: a value is nested thousands of levels deep; no setting is") from None
    tool = data.get("tool", {})
    if not isinstance(tool, dict):
        raise UsageError(f"{path}: tool={quoted(tool)}: `tool` must be a table ([tool.diagbot] sets diagbot)")
    table = tool.get("diagbot", {})
    if not isinstance(table, dict):
        raise UsageError(f"{path}: [tool.diagbot] must be a table")
    if any(_deeper(v, MAX_DEPTH) for v in table.values()):
        raise UsageError(f"{path}: [tool.diagbot]: a value is nested over {MAX_DEPTH} levels deep; no setting is")
    return {k.replace("-", "_"): v for k, v in table.items()}


def _deeper(value: Any, levels: int) -> bool:
    """Whether `value` nests lists or tables more than `levels` deep."""
    if not isinstance(value, (list, dict)):
        return False
    if levels <= 0:
        return True
    return any(_deeper(v, levels - 1) for v in (value.values() if isinstance(value, dict) else value))
