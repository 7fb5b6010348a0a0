"""The night manager's report for one day of the desk."""

from collections import Counter
from dataclasses import dataclass

from .tariff import pounds, stay_charge


@dataclass
class DaySummary:
    collected: int
    revenue: int
    resident_stays: int
    average_minutes: int
    busiest_hour: int
    still_parked: int


def collected_on(desk, day):
    return [
        t for t in desk.tickets.values()
        if t.collected_at is not None and t.collected_at.date() == day
    ]


def summarise(desk, day):
    done = collected_on(desk, day)
    revenue = 0
    minutes = 0
    hours = Counter()
    for t in done:
        revenue += stay_charge(t.dropped_at, t.collected_at, resident=t.resident,
                               charge_minutes=t.charge_minutes, tariff=desk.tariff)
        minutes += int((t.collected_at - t.dropped_at).total_seconds() // 60)
        hours[t.collected_at.hour] += 1
    busiest = min(hours, key=lambda h: (-hours[h], h)) if hours else None
    return DaySummary(
        collected=len(done),
        revenue=revenue,
        resident_stays=sum(1 for t in done if t.resident),
        average_minutes=minutes // len(done) if done else 0,
        busiest_hour=busiest,
        still_parked=len(desk.open_tickets()),
    )


def render(desk, day):
    s = summarise(desk, day)
    taken, total = desk.garage.occupancy()
    lines = [
        f"Valet desk report for {day.isoformat()}",
        f"Cars collected: {s.collected} ({s.resident_stays} hotel guests)",
        f"Takings: {pounds(s.revenue)}",
        f"Average stay: {s.average_minutes // 60}h{s.average_minutes % 60:02d}",
    ]
    if s.busiest_hour is not None:
        lines.append(f"Busiest hour: {s.busiest_hour:02d}:00")
    lines.append(f"Still parked: {s.still_parked} ({taken}/{total} bays)")
    return "\n".join(lines) + "\n"
