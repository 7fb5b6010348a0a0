"""The harbour's published tariff of dues."""

from dataclasses import dataclass, field
from decimal import Decimal

COMMODITY_CLASSES = {
    "coal": "bulk",
    "grain": "bulk",
    "aggregates": "bulk",
    "fertiliser": "bulk",
    "timber": "general",
    "steel": "general",
    "machinery": "general",
    "fuel oil": "liquid",
    "gas oil": "liquid",
    "containers": "containers",
    "fish": "fish",
}


def _default_cargo_rates():
    return {
        "bulk": Decimal("1.10"),
        "general": Decimal("2.40"),
        "liquid": Decimal("0.95"),
        "containers": Decimal("1.75"),
        "fish": Decimal("3.05"),
    }


def _default_discounts():
    # (calls in the month, fraction off harbour dues), highest first
    return [(10, Decimal("0.20")), (5, Decimal("0.10"))]


@dataclass
class Tariff:
    year: int = 2024
    harbour_due_per_gt: Decimal = Decimal("0.42")
    berth_rate_per_metre_day: Decimal = Decimal("1.85")
    cargo_rates: dict = field(default_factory=_default_cargo_rates)
    minimum_cargo_charge: Decimal = Decimal("50.00")
    vat_rate: Decimal = Decimal("0.20")
    frequent_caller_discounts: list = field(default_factory=_default_discounts)

    def commodity_class(self, commodity: str) -> str:
        key = commodity.strip().lower()
        try:
            return COMMODITY_CLASSES[key]
        except KeyError:
            raise KeyError(f"no tariff class for commodity {commodity!r}") from None

    def cargo_rate(self, commodity: str) -> Decimal:
        return self.cargo_rates[self.commodity_class(commodity)]

    def discount_for(self, calls_in_month: int) -> Decimal:
        for threshold, fraction in self.frequent_caller_discounts:
            if calls_in_month >= threshold:
                return fraction
        return Decimal("0")


DEFAULT_TARIFF = Tariff()
