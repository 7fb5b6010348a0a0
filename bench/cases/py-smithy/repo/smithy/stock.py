"""Bar stock: profiles, cross-sections and weights of mild steel."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from smithy.units import UnitError, parse_length

# Mild steel, grams per cubic centimetre
DENSITY_G_CM3 = 7.85

PROFILES = ("round", "square", "flat", "hex")

_SIZE = re.compile(r"^\s*(?P<a>[^x]+?)\s*(?:x\s*(?P<b>[^x]+?))?\s+(?P<profile>[a-z]+)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Bar:
    """A bar profile; sizes in mm. `thickness` is only for flat bar."""

    profile: str
    size: float
    thickness: float = 0.0

    def __post_init__(self) -> None:
        if self.profile not in PROFILES:
            raise ValueError(f"unknown profile {self.profile!r}")
        if self.profile == "flat" and self.thickness <= 0:
            raise ValueError("flat bar needs a thickness")

    @property
    def label(self) -> str:
        if self.profile == "flat":
            return f"{self.size:g} x {self.thickness:g} flat"
        return f"{self.size:g} {self.profile}"

    @property
    def section_depth(self) -> float:
        """The bar's depth in the plane of a bend (mm): what a ring's mean diameter adds."""
        return self.thickness if self.profile == "flat" else self.size


def parse_bar(text: str) -> Bar:
    """'10 round', '12mm square', '40 x 6 flat', '19 hex' (hex: across the flats)."""
    match = _SIZE.match(text)
    if not match:
        raise UnitError(f"not a bar size: {text!r}")
    profile = match["profile"].lower()
    size = parse_length(match["a"])
    if profile == "flat":
        if match["b"] is None:
            raise UnitError(f"flat bar needs width x thickness: {text!r}")
        return Bar(profile, size, parse_length(match["b"]))
    if match["b"] is not None:
        raise UnitError(f"only flat bar has two sizes: {text!r}")
    return Bar(profile, size)


def area_mm2(bar: Bar) -> float:
    """Cross-section in square millimetres."""
    if bar.profile == "round":
        return math.pi * bar.size**2 / 4
    if bar.profile == "square":
        return bar.size**2
    if bar.profile == "flat":
        return bar.size * bar.thickness
    # hex, size across the flats
    return math.sqrt(3) / 2 * bar.size**2


def weight_kg(bar: Bar, length_mm: float) -> float:
    """Weight of `length_mm` of the bar in kilograms."""
    volume_cm3 = area_mm2(bar) * length_mm / 1000
    return volume_cm3 * DENSITY_G_CM3 / 1000
