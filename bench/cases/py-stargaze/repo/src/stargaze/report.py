"""A night's plan, as printed for the volunteers on duty."""

from __future__ import annotations

from datetime import date

from stargaze.schedule import Schedule


def night_plan(schedule: Schedule, night: date) -> list[str]:
    lines = [f"Night of {night:%a %d %b %Y}"]
    for booking in schedule.on_night(night):
        lines.append(
            f"{booking.start:%H:%M}-{booking.end:%H:%M}  {booking.telescope.key:<10} {booking.observer}"
        )
    if len(lines) == 1:
        lines.append("no bookings")
    return lines
