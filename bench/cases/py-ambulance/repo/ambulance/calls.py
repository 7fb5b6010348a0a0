"""Emergency calls, their categories and the times recorded against them."""

import csv
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

CATEGORIES = (1, 2, 3, 4)


@dataclass(frozen=True)
class Standard:
    """Response time standard for a category, in minutes.

    ``mean`` is None for categories measured on the 90th centile only.
    """

    category: int
    mean: float | None
    centile90: float


STANDARDS = {
    1: Standard(1, 7.0, 15.0),
    2: Standard(2, 18.0, 40.0),
    3: Standard(3, None, 120.0),
    4: Standard(4, None, 180.0),
}

TIME_FIELDS = ("assigned", "arrived", "left_scene", "at_hospital", "handed_over", "clear")


@dataclass
class Call:
    ref: str
    category: int
    received: datetime
    location: tuple
    assigned: datetime | None = None
    arrived: datetime | None = None
    left_scene: datetime | None = None
    at_hospital: datetime | None = None
    handed_over: datetime | None = None
    clear: datetime | None = None
    hospital: str | None = None
    callsign: str | None = None

    def __post_init__(self):
        if self.category not in CATEGORIES:
            raise ValueError(f"call {self.ref}: unknown category {self.category!r}")

    @property
    def conveyed(self):
        """True when the patient was taken to hospital."""
        return self.at_hospital is not None

    @property
    def response_minutes(self):
        """Minutes from the call being received to the first vehicle on scene."""
        if self.arrived is None:
            return None
        return (self.arrived - self.received).total_seconds() / 60.0

    @property
    def on_scene_minutes(self):
        if self.arrived is None or self.left_scene is None:
            return None
        return (self.left_scene - self.arrived).total_seconds() / 60.0

    @property
    def handover_minutes(self):
        """Minutes from arrival at hospital to the patient being handed over."""
        if self.at_hospital is None or self.handed_over is None:
            return None
        return (self.handed_over - self.at_hospital).total_seconds() / 60.0

    @property
    def job_cycle_minutes(self):
        """Minutes the vehicle was committed to the call, assignment to clear."""
        if self.assigned is None or self.clear is None:
            return None
        return (self.clear - self.assigned).total_seconds() / 60.0


def parse_clock(text, day, after):
    """Parse HH:MM or HH:MM:SS on ``day``; a time before ``after`` is the next day."""
    text = text.strip()
    if not text:
        return None
    parts = [int(p) for p in text.split(":")]
    if len(parts) == 2:
        parts.append(0)
    if len(parts) != 3:
        raise ValueError(f"bad clock time {text!r}")
    moment = datetime.combine(day, time(*parts))
    if after is not None and moment < after:
        moment += timedelta(days=1)
    return moment


def from_row(row, day):
    """Build a Call from one row of the control room's CSV export."""
    received = parse_clock(row["received"], day, None)
    times = {}
    previous = received
    for name in TIME_FIELDS:
        value = parse_clock(row.get(name, "") or "", day, previous)
        times[name] = value
        if value is not None:
            previous = value
    return Call(
        ref=row["ref"].strip(),
        category=int(row["cat"]),
        received=received,
        location=(float(row["lat"]), float(row["lon"])),
        hospital=(row.get("hospital") or "").strip() or None,
        callsign=(row.get("callsign") or "").strip() or None,
        **times,
    )


def load_calls(lines, day):
    """Read calls from CSV text lines (with a header row) for the given day."""
    if isinstance(day, str):
        day = date.fromisoformat(day)
    return [from_row(row, day) for row in csv.DictReader(lines)]
