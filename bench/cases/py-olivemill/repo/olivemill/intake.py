"""The day's delivery sheet: one line per crate load, `grower, variety, kg`."""

from __future__ import annotations

from dataclasses import dataclass

from .varieties import UnknownVariety, Variety, lookup


class SheetError(ValueError):
    """A line of the sheet that cannot be read."""

    def __init__(self, lineno: int, message: str) -> None:
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno


@dataclass(frozen=True)
class Delivery:
    grower: str
    variety: Variety
    kg: int


def read_sheet(text: str) -> list[Delivery]:
    """Deliveries in sheet order; blank lines and lines starting with '#' are skipped."""
    deliveries = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != 3:
            raise SheetError(lineno, f"expected 3 fields, found {len(fields)}")
        grower, variety, kg = fields
        if not grower:
            raise SheetError(lineno, "no grower")
        try:
            weight = int(kg)
        except ValueError:
            raise SheetError(lineno, f"weight {kg!r} is not a whole number of kg") from None
        if weight <= 0:
            raise SheetError(lineno, f"weight {weight} must be positive")
        try:
            deliveries.append(Delivery(grower, lookup(variety), weight))
        except UnknownVariety:
            raise SheetError(lineno, f"unknown variety {variety!r}") from None
    return deliveries


def by_grower(deliveries: list[Delivery]) -> dict[str, list[Delivery]]:
    """Deliveries grouped by grower, growers in the order they first appear."""
    groups: dict[str, list[Delivery]] = {}
    for d in deliveries:
        groups.setdefault(d.grower, []).append(d)
    return groups
