"""Standard programs for a studio electric kiln."""

from .cones import cone_temperature
from .schedule import Schedule

WATER_SMOKE_END = 600   # chemically combined water gone by here
QUARTZ_INVERSION = 573


def bisque(cone="04", candle_hours=0):
    """A slow bisque: candle, crawl through water smoking, then to the cone.

    `candle_hours` holds just below boiling to dry greenware that is not quite
    bone dry.
    """
    schedule = Schedule(f"bisque cone {cone}")
    if candle_hours:
        schedule.add(50, 90, hold=candle_hours * 60)
    schedule.add(80, WATER_SMOKE_END)
    schedule.add(150, cone_temperature(cone, 150) - 100)
    schedule.add(60, cone_temperature(cone, 60), hold=10)
    return schedule


def glaze(cone="6", hold_minutes=10):
    """A medium glaze firing with a slow last 100 °C so the cone is reached evenly."""
    top = cone_temperature(cone, 60)
    schedule = Schedule(f"glaze cone {cone}")
    schedule.add(110, WATER_SMOKE_END)
    schedule.add(None, top - 100)
    schedule.add(60, top, hold=hold_minutes)
    return schedule


def crystalline_cool(schedule, grow_at=1080, grow_hours=3):
    """Append a crash cool and a crystal-growing hold to a glaze schedule."""
    schedule.add(None, grow_at, hold=grow_hours * 60)
    return schedule
