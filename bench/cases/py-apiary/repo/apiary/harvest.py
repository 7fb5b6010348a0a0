"""Honey harvest: weighing off supers, moisture, and filling jars."""

from __future__ import annotations

from dataclasses import dataclass

# The Honey (England) Regulations: no more than 20% water, 23% for heather.
MAX_MOISTURE = 20.0
MAX_MOISTURE_HEATHER = 23.0

# Honey left on the cappings, in the extractor and in the strainer.
EXTRACTION_LOSS = 0.08

JAR_SIZES_G = (454, 340, 227)


@dataclass
class SuperWeighing:
    hive: str
    supers: int
    gross_kg: float
    empty_super_kg: float = 5.2  # a national super with drawn comb

    @property
    def comb_honey_kg(self) -> float:
        return self.gross_kg - self.supers * self.empty_super_kg


@dataclass
class Batch:
    label: str
    weighings: list[SuperWeighing]
    moisture_pct: float
    heather: bool = False

    @property
    def extracted_kg(self) -> float:
        """Honey expected in the tank after extraction and straining."""
        comb = sum(w.comb_honey_kg for w in self.weighings)
        return round(comb * (1 - EXTRACTION_LOSS), 2)

    @property
    def max_moisture(self) -> float:
        return MAX_MOISTURE_HEATHER if self.heather else MAX_MOISTURE

    @property
    def fit_to_sell(self) -> bool:
        return self.moisture_pct <= self.max_moisture


def jar_plan(honey_kg: float, sizes_g: tuple[int, ...] = JAR_SIZES_G) -> dict[int, int]:
    """Jars to fill, largest first, leaving less than the smallest jar over."""
    left = int(round(honey_kg * 1000))
    plan = {}
    for size in sorted(sizes_g, reverse=True):
        plan[size], left = divmod(left, size)
    return plan


def leftover_g(honey_kg: float, plan: dict[int, int]) -> int:
    return int(round(honey_kg * 1000)) - sum(size * n for size, n in plan.items())


def yield_by_hive(batches: list[Batch]) -> dict[str, float]:
    """Comb honey taken from each hive over the season, kg."""
    out: dict[str, float] = {}
    for batch in batches:
        for w in batch.weighings:
            out[w.hive] = round(out.get(w.hive, 0.0) + w.comb_honey_kg, 2)
    return out
