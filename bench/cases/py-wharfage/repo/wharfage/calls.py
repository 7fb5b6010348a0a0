"""Port calls: a vessel alongside a berth from arrival to departure, with cargo worked."""

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal

from .vessels import Vessel

DIRECTIONS = ("import", "export")
BERTHS = ("North Quay 1", "North Quay 2", "South Quay", "Oil Jetty", "Fish Dock")


@dataclass(frozen=True)
class CargoLot:
    commodity: str
    tonnes: Decimal
    direction: str = "import"

    def __post_init__(self):
        if self.direction not in DIRECTIONS:
            raise ValueError(f"unknown direction {self.direction!r}")
        if Decimal(self.tonnes) <= 0:
            raise ValueError("tonnes must be positive")


@dataclass
class PortCall:
    reference: str
    vessel: Vessel
    berth: str
    arrival: datetime
    departure: datetime
    agent: str
    cargo: list = field(default_factory=list)

    def __post_init__(self):
        if self.berth not in BERTHS:
            raise ValueError(f"{self.reference}: unknown berth {self.berth!r}")
        if self.departure <= self.arrival:
            raise ValueError(f"{self.reference}: departure must be after arrival")

    def hours_alongside(self) -> float:
        return (self.departure - self.arrival).total_seconds() / 3600

    def tonnes(self, direction=None) -> Decimal:
        return sum(
            (Decimal(lot.tonnes) for lot in self.cargo if direction in (None, lot.direction)),
            Decimal("0"),
        )

    def month(self) -> str:
        """Calls are billed in the month of arrival."""
        return self.arrival.strftime("%Y-%m")
