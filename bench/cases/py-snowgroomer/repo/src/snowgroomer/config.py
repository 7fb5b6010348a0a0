"""The snowcat's settings, from the [groomer] table of the ski area's TOML file."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from typing import Any

# What a missing key means: a PistenBully 400 on an ordinary winter night.
DEFAULTS: dict[str, Any] = {
    "speed_kmh": 7.0,
    "tiller_width_m": 5.5,
    "shift_hours": 8.0,
    "min_depth_cm": 25,
    "fuel_l_per_h": 24.0,
    "start": "21:00",
}


class ConfigError(ValueError):
    """A setting that is missing its table, of the wrong type or out of range."""


@dataclass(frozen=True)
class GroomerConfig:
    speed_kmh: float
    tiller_width_m: float
    shift_minutes: int
    min_depth_cm: int
    fuel_l_per_h: float
    start: str

    @property
    def metres_per_minute(self) -> float:
        return self.speed_kmh * 1000 / 60


def _number(table: dict[str, Any], key: str) -> float:
    value = table.get(key, DEFAULTS[key])
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(f"groomer.{key} must be a number, got {value!r}")
    if value <= 0:
        raise ConfigError(f"groomer.{key} must be positive, got {value!r}")
    return float(value)


def _clock(text: str) -> str:
    hours, _, minutes = text.partition(":")
    if not (hours.isdigit() and minutes.isdigit() and int(hours) < 24 and int(minutes) < 60):
        raise ConfigError(f"groomer.start must be HH:MM, got {text!r}")
    return f"{int(hours):02d}:{int(minutes):02d}"


def load_config(text: str) -> GroomerConfig:
    """Read the [groomer] table; keys it leaves out take DEFAULTS."""
    data = tomllib.loads(text)
    table = data.get("groomer")
    if not isinstance(table, dict):
        raise ConfigError("no [groomer] table")
    return GroomerConfig(
        speed_kmh=_number(table, "speed_kmh"),
        tiller_width_m=_number(table, "tiller_width_m"),
        shift_minutes=round(_number(table, "shift_hours") * 60),
        min_depth_cm=int(_number(table, "min_depth_cm")),
        fuel_l_per_h=_number(table, "fuel_l_per_h"),
        start=_clock(str(table.get("start", DEFAULTS["start"]))),
    )
