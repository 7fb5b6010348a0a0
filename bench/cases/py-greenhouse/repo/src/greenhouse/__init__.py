"""Plan a greenhouse's morning watering from its soil sensors."""

from greenhouse.sensors import Reading, parse_line, parse_log
from greenhouse.schedule import Watering, plan_watering
from greenhouse.zones import ZONES, Zone

__all__ = ["ZONES", "Reading", "Watering", "Zone", "parse_line", "parse_log", "plan_watering"]
