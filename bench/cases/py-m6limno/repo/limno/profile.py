"""A sonde cast: readings of temperature and dissolved oxygen by depth."""

from __future__ import annotations

from dataclasses import dataclass, field

from .units import parse_temperature


@dataclass(frozen=True)
class Reading:
    depth: float  # metres below the surface
    temp: float  # degrees Celsius
    do: float | None = None  # dissolved oxygen, mg/L


@dataclass
class Profile:
    lake: str
    date: str
    readings: list[Reading]
    altitude: float = 0.0  # metres above sea level
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.readings:
            raise ValueError("a profile needs at least one reading")
        self.readings = sorted(self.readings, key=lambda r: r.depth)
        depths = [r.depth for r in self.readings]
        if len(set(depths)) != len(depths):
            raise ValueError("two readings at the same depth")
        if depths[0] < 0:
            raise ValueError("negative depth")

    @property
    def surface(self) -> Reading:
        return self.readings[0]

    @property
    def bottom(self) -> Reading:
        return self.readings[-1]

    @property
    def max_depth(self) -> float:
        return self.bottom.depth


_COLUMNS = {"depth", "temp", "temp_f", "do"}


def parse_profile(text: str) -> Profile:
    """Read a sonde export: `# key: value` header lines, then a CSV table.

    Header keys: lake, date, altitude (metres). Columns: depth (metres), temp (°C) or
    temp_f (°F), and optionally do (mg/L). Blank cells in `do` are missing readings.
    """
    meta: dict[str, str] = {}
    notes: list[str] = []
    columns: list[str] | None = None
    readings: list[Reading] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            key, sep, value = line[1:].partition(":")
            if sep:
                meta[key.strip().lower()] = value.strip()
            else:
                notes.append(line[1:].strip())
            continue
        cells = [c.strip() for c in line.split(",")]
        if columns is None:
            columns = [c.lower() for c in cells]
            unknown = set(columns) - _COLUMNS
            if unknown:
                raise ValueError(f"line {number}: unknown column(s) {', '.join(sorted(unknown))}")
            if "depth" not in columns:
                raise ValueError(f"line {number}: no depth column")
            continue
        if len(cells) != len(columns):
            raise ValueError(f"line {number}: {len(cells)} cells for {len(columns)} columns")
        row = dict(zip(columns, cells))
        if "temp" in row:
            temp = parse_temperature(row["temp"], "C")
        elif "temp_f" in row:
            temp = parse_temperature(row["temp_f"], "F")
        else:
            raise ValueError(f"line {number}: no temperature column")
        do = float(row["do"]) if row.get("do") else None
        readings.append(Reading(depth=float(row["depth"]), temp=temp, do=do))
    return Profile(
        lake=meta.get("lake", "unnamed"),
        date=meta.get("date", ""),
        readings=readings,
        altitude=float(meta.get("altitude", "0")),
        notes=notes,
    )
