"""The monthly report: kilograms per month and per mode, and the budget left."""

from collections import defaultdict
from dataclasses import dataclass, field

from triplog.trip import Trip, emissions_g, km
from triplog.units import format_km


@dataclass
class MonthlyReport:
    budget_kg: float
    months: dict[str, float] = field(default_factory=dict)
    modes: dict[str, float] = field(default_factory=dict)
    distance_km: float = 0.0

    @property
    def total_kg(self) -> float:
        return round(sum(self.months.values()), 1)

    @property
    def budget_left_kg(self) -> float:
        return round(self.budget_kg - self.total_kg, 1)

    def render(self) -> str:
        lines = [f"{month}  {kg:8.1f} kg" for month, kg in sorted(self.months.items())]
        lines.append(f"total    {self.total_kg:8.1f} kg over {format_km(self.distance_km)}")
        lines.append(f"left     {self.budget_left_kg:8.1f} kg of {self.budget_kg:g}")
        return "\n".join(lines)


def monthly_report(trips: list[Trip], budget_kg: float) -> MonthlyReport:
    months: dict[str, float] = defaultdict(float)
    modes: dict[str, float] = defaultdict(float)
    distance = 0.0
    for trip in trips:
        kg = emissions_g(trip) / 1000
        months[trip.month] += kg
        modes[trip.mode.lower()] += kg
        distance += km(trip)
    return MonthlyReport(
        budget_kg=budget_kg,
        months={m: round(kg, 1) for m, kg in months.items()},
        modes={m: round(kg, 1) for m, kg in modes.items()},
        distance_km=distance,
    )
