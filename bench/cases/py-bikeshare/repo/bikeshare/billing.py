"""Daily caps and monthly statements."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date

from bikeshare.fares import fare
from bikeshare.plans import Plan
from bikeshare.rides import Ride, ride_day


@dataclass
class DayLine:
    day: date
    rides: int
    fares_cents: int
    charged_cents: int

    @property
    def capped(self) -> bool:
        return self.charged_cents < self.fares_cents


@dataclass
class Statement:
    rider: str
    plan: Plan
    days: list[DayLine] = field(default_factory=list)

    @property
    def total_cents(self) -> int:
        return sum(line.charged_cents for line in self.days)

    @property
    def saved_cents(self) -> int:
        return sum(line.fares_cents - line.charged_cents for line in self.days)


def day_charge(fares: list[int], plan: Plan) -> int:
    """One day's charge: the sum of the fares, at most the plan's daily cap."""
    total = sum(fares)
    if plan.daily_cap_cents is None:
        return total
    return min(total, plan.daily_cap_cents)


def statement(rider: str, plan: Plan, rides: list[Ride]) -> Statement:
    """The rider's statement: one line per day with rides, in date order, each capped."""
    by_day: dict[date, list[int]] = defaultdict(list)
    for ride in rides:
        if ride.rider == rider:
            by_day[ride_day(ride)].append(fare(ride, plan))
    result = Statement(rider, plan)
    for day in sorted(by_day):
        fares = by_day[day]
        result.days.append(DayLine(day, len(fares), sum(fares), day_charge(fares, plan)))
    return result


def format_statement(st: Statement) -> str:
    """The statement as text, amounts as euros and cents."""
    lines = [f"{st.rider} ({st.plan.name})"]
    for line in st.days:
        mark = " (capped)" if line.capped else ""
        lines.append(f"  {line.day.isoformat()}  {line.rides} rides  {euros(line.charged_cents)}{mark}")
    lines.append(f"  total {euros(st.total_cents)}")
    return "\n".join(lines)


def euros(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"
