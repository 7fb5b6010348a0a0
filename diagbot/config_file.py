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


def read_config_file(cwd: Path) -> tuple[dict[str, Any], str]:
    """The file's settings as written, and the name errors cite; ({}, "") when there is no file."""
    yml, pyproject = cwd / ".diagbot.yml", cwd / "pyproject.toml"
    if yml.is_file():
        return _read_yaml(yml), ".diagbot.yml"
    if pyproject.is_file():
        return _read_pyproject(pyproject), "pyproject.toml [tool.diagbot]"
    return {}, ""


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
        raise UsageError(f"{where}={raw!r}: diff_chars must be a whole number from 0 to {DIFF_CHARS_MAX}")
    return (str(base) if base else None), chars


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
    raise UsageError(f"{where}={raw!r}: ignore must be a list of paths in .gitignore syntax (e.g. [fixtures/big/])")


def split_ignore(value: Any) -> Any:
    """`ignore` written as text (DIAGBOT_IGNORE="a,b", or one line in the file) as its list; a list stays a list."""
    return [v.strip() for v in value.split(",") if v.strip()] if isinstance(value, str) else value


class _Twice(ValueError):
    """A mapping names one key twice; PyYAML alone would keep the last value without a word."""


class _UniqueKeys(yaml.SafeLoader):  # type: ignore[misc]
    """safe_load that refuses a key written twice in one mapping (`<<` merges may still be overridden)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[Any, int] = {}
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue
            key, line = self.construct_object(key_node, deep=deep), key_node.start_mark.line + 1
            if isinstance(key, Hashable) and key in seen:
                raise _Twice(f"{key!r} is set twice (lines {seen[key]} and {line}); keep one")
            if isinstance(key, Hashable):
                seen[key] = line
        return dict(super().construct_mapping(node, deep=deep))


def _read_yaml(path: Path) -> dict[str, Any]:
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_UniqueKeys)  # a SafeLoader
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise UsageError(f"{path}: cannot read it as YAML: {exc}") from None
    except _Twice as exc:
        raise UsageError(f"{path}: key {exc}") from None
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
    table = data.get("tool", {}).get("diagbot", {})
    if not isinstance(table, dict):
        raise UsageError(f"{path}: [tool.diagbot] must be a table")
    return {k.replace("-", "_"): v for k, v in table.items()}
