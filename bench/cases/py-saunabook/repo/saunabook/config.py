"""Loading the sauna's settings from a TOML file, with defaults for what the file leaves out."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DEFAULTS: dict[str, Any] = {
    "name": "Sauna",
    "opens": "16:00",
    "closes": "22:00",
    "session_minutes": 60,
    "cooldown_minutes": 15,
    "capacity": 8,
    "price_cents": 1200,
    "member_discount_percent": 25,
    "currency": "EUR",
}


@dataclass(frozen=True)
class SaunaConfig:
    name: str
    opens: int  # minutes after midnight
    closes: int
    session_minutes: int
    cooldown_minutes: int
    capacity: int
    price_cents: int
    member_discount_percent: int
    currency: str


class ConfigError(ValueError):
    """A setting that is missing its meaning: a bad time, a negative length."""


def _coerce_time(text: str) -> int:
    try:
        hours, minutes = text.split(":")
        value = int(hours) * 60 + int(minutes)
    except ValueError as exc:
        raise ConfigError(f"not a time of day: {text!r}") from exc
    if not 0 <= value <= 24 * 60:
        raise ConfigError(f"not a time of day: {text!r}")
    return value


def from_mapping(raw: dict[str, Any]) -> SaunaConfig:
    """A SaunaConfig from the [sauna] table of the file, defaults filling the gaps."""
    merged = {**DEFAULTS, **raw}
    config = SaunaConfig(
        name=str(merged["name"]),
        opens=_coerce_time(merged["opens"]),
        closes=_coerce_time(merged["closes"]),
        session_minutes=int(merged["session_minutes"]),
        cooldown_minutes=int(merged["cooldown_minutes"]),
        capacity=int(merged["capacity"]),
        price_cents=int(merged["price_cents"]),
        member_discount_percent=int(merged["member_discount_percent"]),
        currency=str(merged["currency"]),
    )
    if config.closes <= config.opens:
        raise ConfigError("the sauna closes before it opens")
    if config.session_minutes <= 0 or config.cooldown_minutes < 0:
        raise ConfigError("sessions need a positive length and a cooldown of zero or more")
    return config


def load_config(path: str | Path) -> SaunaConfig:
    with open(path, "rb") as handle:
        data = tomllib.load(handle)
    return from_mapping(data.get("sauna", {}))
