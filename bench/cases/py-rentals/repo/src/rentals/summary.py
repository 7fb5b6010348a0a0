"""The till's daily summary."""

from collections import Counter
from dataclasses import dataclass, field

from rentals.billing import charge_for
from rentals.models import Rental


@dataclass
class DaySummary:
    rentals: int = 0
    takings: int = 0
    discounts: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)

    def add(self, rental: Rental) -> None:
        charge = charge_for(rental)
        self.rentals += 1
        self.takings += charge.total
        self.discounts += charge.discount
        self.by_kind[rental.bike.kind] += charge.total


def summarise(rentals: list[Rental]) -> DaySummary:
    summary = DaySummary()
    for rental in rentals:
        summary.add(rental)
    return summary
