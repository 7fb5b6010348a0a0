"""The batch sheet pinned to the inoculation room door."""

from datetime import date

from .bags import fill_bags
from .schedule import flush_dates, spent_on
from .substrate import Batch
from .units import format_mass


def batch_sheet(b: Batch, bag_g: int, inoculated: date) -> list[str]:
    bags = fill_bags(b, bag_g)
    s = b.strain
    lines = [
        f"Batch {b.code}: {s.name} on {s.substrate}",
        f"  dry substrate {format_mass(b.dry_g)}, water {format_mass(b.water_g)}, spawn {format_mass(b.spawn_g)}",
        f"  {len(bags)} bags of {format_mass(bag_g)}: {bags[0].label} to {bags[-1].label}" if bags else "  no bags",
    ]
    flushes = ", ".join(d.isoformat() for d in flush_dates(s, inoculated))
    lines.append(f"  flushes {flushes}; spent {spent_on(s, inoculated).isoformat()}")
    return lines
