"""How much bar an item takes before it is forged."""

from __future__ import annotations

import math
from dataclasses import dataclass

from smithy.stock import Bar, area_mm2

# Extra length per scarf or fire-weld, as a multiple of the bar's depth
WELD_ALLOWANCE = 1.5


@dataclass(frozen=True)
class Ring:
    """A closed ring bent from bar, measured on its inside diameter."""

    inside_mm: float
    welded: bool = True

    def stock_mm(self, bar: Bar) -> float:
        mean = self.inside_mm + bar.section_depth
        length = math.pi * mean
        if self.welded:
            length += WELD_ALLOWANCE * bar.section_depth
        return length


@dataclass(frozen=True)
class Hook:
    """An S-hook or a wall hook: the straight length plus both curls."""

    length_mm: float
    curl_mm: float

    def stock_mm(self, bar: Bar) -> float:
        # each curl is a half turn around its own diameter
        return self.length_mm + 2 * (math.pi * (self.curl_mm + bar.section_depth) / 2)


@dataclass(frozen=True)
class Straight:
    """A length used as it is (a stake, a rail)."""

    length_mm: float

    def stock_mm(self, bar: Bar) -> float:
        return self.length_mm


def drawn_length(bar: Bar, length_mm: float, target: Bar) -> float:
    """The length a piece of `bar` reaches when drawn down to the `target` section."""
    return length_mm * area_mm2(bar) / area_mm2(target)


def stock_for_drawn(bar: Bar, finished_mm: float, target: Bar) -> float:
    """How much `bar` to cut to draw out `finished_mm` of the `target` section."""
    return finished_mm * area_mm2(target) / area_mm2(bar)
