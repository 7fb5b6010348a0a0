"""One Settings model and one merge: flags > DIAGBOT_* env > .diagbot.yml / [tool.diagbot] > defaults."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from diagbot.changes import DIFF_CHARS, DIFF_CHARS_MAX
from diagbot.config_file import IGNORE_SHAPE, quoted, read_config_file, split_ignore
from diagbot.errors import UsageError
from diagbot.provider_keys import KEY_VARIABLES, ProviderName, is_http_url, is_local, key_problem, key_vendor

DEFAULT_MODELS = {"openai": "gpt-4.1-mini", "anthropic": "claude-sonnet-4-5", "mock": "diagbot-offline"}
__all__ = ["NO_PROVIDER_NOTE", "Settings", "is_local", "load_settings", "missing_key"]
URL_SHAPE = "http(s)://host[:port]/path, e.g. http://localhost:11434/v1 or https://api.openai.com/v1"
NO_PROVIDER_NOTE = "no provider configured: offline heuristic (set DIAGBOT_PROVIDER and an API key for a model)"


class Settings(BaseModel):
    """Everything a run can be configured with; each attribute docstring is its documentation."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    provider: ProviderName | None = None
    """Model provider: mock (offline, deterministic), openai (any OpenAI-compatible server) or anthropic."""
    model: str | None = None
    """Model name; default gpt-4.1-mini (openai), claude-sonnet-4-5 (anthropic)."""
    base_url: str | None = None
    """API base URL, e.g. http://localhost:11434/v1 for Ollama; default the provider's public API."""
    api_key: str | None = Field(None, repr=False)
    """API key; env only (DIAGBOT_API_KEY, else OPENAI_API_KEY / ANTHROPIC_API_KEY), never in a config file."""
    request_timeout: float = Field(120.0, ge=1, le=3600, allow_inf_nan=False)
    """Seconds the model's server may stay silent (before its first byte, or between two) before the turn fails;
    a server silent this long is not asked again (1-3600)."""
    max_turns: int = Field(10, ge=1, le=100)
    """Model turns before the agent must stop (1-100)."""
    budget_chars: int = Field(200_000, ge=1_000)
    """Total chars the conversation may send, summed over turns."""
    format: Literal["markdown", "json", "text"] = "markdown"
    """Report format on stdout or --output."""
    post: Literal["none", "github", "gitlab", "auto"] = "none"
    """Where to publish: a PR comment + job summary (github), an MR note (gitlab), auto-detected from CI."""
    comment: Literal["per-run", "per-job"] = "per-run"
    """Explaining a CI run's jobs: one PR comment for the whole run (per-run) or one per failed job (per-job)."""
    strict: bool = False
    """Exit 1 when the diagnosis itself failed (provider down, no key)."""
    fallback: bool = True
    """When the provider fails (no key, unreachable, 401/403, unknown model, 5xx or 429 after retries, an empty
    answer, the context budget), the report carries the offline heuristic's diagnosis under a line saying why."""
    inject: str | None = None
    """Mock only: inject a fault, e.g. bad_args makes the first tool call invalid."""
    script: Path | None = None
    """Mock only: a YAML file of scripted tool calls and final text to replay."""
    test_command: str | None = None
    """pre-push hook: the command that runs the tests, e.g. `python -m pytest -q`."""
    timeout: int = Field(600, ge=1)
    """pre-push hook: seconds the test command may run."""
    ignore: tuple[str, ...] = ()
    """Paths the agent's glob and grep never list, in .gitignore syntax, on top of .gitignore (e.g. [fixtures/big/])."""
    base: str | None = None
    """The branch or commit the change under test is diffed from (e.g. origin/develop); default: found from the CI."""
    diff_chars: int = Field(DIFF_CHARS, ge=0, le=DIFF_CHARS_MAX)
    """Chars of the branch's diff the question carries, 0-100000 (0: the changed files' names and counts only)."""
    notes: tuple[str, ...] = ()
    """Set by load_settings, not by users: how the provider was chosen."""

    @field_validator("request_timeout", "max_turns", "budget_chars", "timeout", "diff_chars", mode="before")
    @classmethod
    def _no_booleans(cls, value: Any) -> Any:
        if isinstance(value, bool):  # pydantic would take true for 1: a typo, not a number
            raise ValueError(f"expected a number, not the boolean {str(value).lower()}")
        return value

    @field_validator("base_url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        if value is not None and not is_http_url(value):
            raise ValueError(f"not an http(s) URL; expected {URL_SHAPE}")
        return value

    @field_validator("base")
    @classmethod
    def _ref_name(cls, value: str | None) -> str | None:
        if value is not None and "\0" in value:  # git takes no NUL; subprocess would throw on it
            raise ValueError("not a branch or commit name (it holds a NUL byte); expected e.g. origin/main")
        return value

    @field_validator("ignore", mode="before")
    @classmethod
    def _split_ignore(cls, value: Any) -> Any:
        value = split_ignore(value)
        if not (isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)):
            raise ValueError(IGNORE_SHAPE)  # the words `diagbot question` says it in
        return value


FILE_KEYS = tuple(k for k in Settings.model_fields if k not in ("api_key", "notes"))
ENV_NAMES = {f"DIAGBOT_{k.upper()}": k for k in (*FILE_KEYS, "api_key")}


def load_settings(argv_values: Mapping[str, Any], env: Mapping[str, str], cwd: Path) -> Settings:
    """Merge the layers (flags > env > config file > defaults) and resolve the provider."""
    layers = [_file_layer(cwd), _env_layer(env), _flag_layer(argv_values)]
    merged: dict[str, Any] = {}
    for layer in layers:  # later layers win
        merged.update(layer)
    return _resolve_provider(Settings.model_validate(merged), env)


def _validate(values: dict[str, Any], label: Mapping[str, str], allowed: tuple[str, ...]) -> dict[str, Any]:
    """Check one layer on its own, so an error names where the bad value came from."""
    for key in values:
        if key not in allowed:
            where = label.get(key, key)
            if key == "api_key":
                raise UsageError(
                    f"{where}: keep API keys out of the repository; set DIAGBOT_API_KEY in the environment"
                )
            raise UsageError(f"{where}: unknown key {key!r}; allowed: {', '.join(allowed)}")
    try:
        model = Settings.model_validate(values)
    except ValidationError as exc:
        err = exc.errors()[0]
        key = str(err["loc"][0]) if err["loc"] else "?"
        said = err["msg"].removeprefix("Value error, ")
        raise UsageError(f"{label.get(key, key)}={quoted(err.get('input'))}: {said}") from None
    return model.model_dump(include=set(values))


def _flag_layer(argv_values: Mapping[str, Any]) -> dict[str, Any]:
    # flags default to None: "not given" must not override the env or the file
    values = {k: v for k, v in argv_values.items() if k in (*FILE_KEYS, "api_key") and v is not None}
    return _validate(values, {k: "--" + k.replace("_", "-") for k in values}, (*FILE_KEYS, "api_key"))


def _env_layer(env: Mapping[str, str]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    labels: dict[str, str] = {}
    for name, key in ENV_NAMES.items():
        if env.get(name):
            values[key], labels[key] = env[name], name
    if env.get("MOCK") == "1":
        values["provider"], labels["provider"] = "mock", "MOCK"
    if env.get("INJECT"):
        values["inject"], labels["inject"] = env["INJECT"], "INJECT"
    return _validate(values, labels, (*FILE_KEYS, "api_key"))


def _file_layer(cwd: Path) -> dict[str, Any]:
    values, source = read_config_file(cwd)
    return _validate(values, {k: f"{source}: {k}" for k in values}, FILE_KEYS)


def _resolve_provider(s: Settings, env: Mapping[str, str]) -> Settings:
    """Pick the provider, its key and its model; record how on `notes`."""
    provider, note = (s.provider, None) if s.provider else _pick_provider(s, env)
    key = s.api_key or (env.get(KEY_VARIABLES[provider]) if provider in KEY_VARIABLES else None) or None
    notes = (*s.notes, note) if note else s.notes
    return s.model_copy(
        update={"provider": provider, "api_key": key, "model": s.model or DEFAULT_MODELS[provider], "notes": notes}
    )


def _pick_provider(s: Settings, env: Mapping[str, str]) -> tuple[ProviderName, str | None]:
    """No provider named: a script means the mock, then the vendor whose key is set, else the mock (said so).

    DIAGBOT_API_KEY is read first and by its shape (`sk-ant-` is Anthropic's), so the Action's one `api-key`
    input reaches the vendor it belongs to whatever else the environment holds."""
    if s.script:
        return "mock", None
    if s.api_key:
        return key_vendor(s.api_key), None
    keyed = [p for p, var in KEY_VARIABLES.items() if env.get(var)]
    if keyed:
        return keyed[0], None
    if s.base_url:
        return "openai", None  # a URL alone means an OpenAI-compatible server, the common case
    return "mock", NO_PROVIDER_NOTE


def missing_key(s: Settings) -> str | None:
    """Why this provider cannot run with the key it has (none, or another vendor's), or None when it can."""
    return key_problem(s.provider, s.api_key, s.base_url)
