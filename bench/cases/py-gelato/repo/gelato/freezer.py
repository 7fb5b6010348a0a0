"""The display freezer: one pan per flavour, stock in millilitres."""

from __future__ import annotations

from dataclasses import dataclass

SCOOP_ML = 70


@dataclass
class Pan:
    flavour: str
    capacity_ml: int = 5000
    stock_ml: int = 0
    par_ml: int = 1500  # churn more when the pan falls below this

    def __post_init__(self) -> None:
        if not 0 <= self.stock_ml <= self.capacity_ml:
            raise ValueError(f"{self.flavour}: {self.stock_ml} ml does not fit a {self.capacity_ml} ml pan")


class Freezer:
    def __init__(self, pans: list[Pan]) -> None:
        self.pans = {pan.flavour: pan for pan in pans}

    def pan(self, flavour: str) -> Pan:
        try:
            return self.pans[flavour]
        except KeyError:
            raise KeyError(f"no pan of {flavour}") from None

    def sell(self, flavour: str, scoops: int = 1) -> int:
        """Takes the scoops out of the pan; returns the millilitres left."""
        pan = self.pan(flavour)
        wanted = scoops * SCOOP_ML
        if wanted > pan.stock_ml:
            raise ValueError(f"only {pan.stock_ml // SCOOP_ML} scoops of {flavour} left")
        pan.stock_ml -= wanted
        return pan.stock_ml

    def fill(self, flavour: str, ml: int) -> None:
        pan = self.pan(flavour)
        if pan.stock_ml + ml > pan.capacity_ml:
            raise ValueError(f"{ml} ml of {flavour} overflows the pan")
        pan.stock_ml += ml

    def low(self) -> list[Pan]:
        """Pans below their par level, emptiest first."""
        return sorted((p for p in self.pans.values() if p.stock_ml < p.par_ml), key=lambda p: (p.stock_ml, p.flavour))
