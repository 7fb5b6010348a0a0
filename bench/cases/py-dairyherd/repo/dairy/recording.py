"""Test-day milk records from the recording service."""

from dataclasses import dataclass
from datetime import date

# kilograms of milk in a litre
MILK_DENSITY = 1.03


@dataclass(frozen=True)
class TestDay:
    tag: str
    day: date
    am_kg: float
    pm_kg: float
    fat_pct: float
    protein_pct: float
    scc: int  # somatic cells, thousands per ml

    @property
    def milk_kg(self):
        return self.am_kg + self.pm_kg

    @property
    def litres(self):
        return self.milk_kg / MILK_DENSITY

    @property
    def fat_kg(self):
        return self.milk_kg * self.fat_pct / 100

    @property
    def protein_kg(self):
        return self.milk_kg * self.protein_pct / 100


def parse_line(line):
    """Read one line of the recording file:

    tag,date,am_kg,pm_kg,fat%,protein%,scc
    """
    parts = [p.strip() for p in line.split(",")]
    if len(parts) != 7:
        raise ValueError(f"expected 7 fields, got {len(parts)}: {line!r}")
    tag, day, am, pm, fat, protein, scc = parts
    return TestDay(
        tag=tag,
        day=date.fromisoformat(day),
        am_kg=float(am),
        pm_kg=float(pm),
        fat_pct=float(fat),
        protein_pct=float(protein),
        scc=int(scc),
    )


def parse(text):
    """Read a whole recording file, skipping blank lines and # comments."""
    records = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            records.append(parse_line(line))
        except ValueError as exc:
            raise ValueError(f"line {number}: {exc}") from None
    return records


def by_cow(records):
    """Group records by ear tag, each cow's records in date order."""
    out = {}
    for r in records:
        out.setdefault(r.tag, []).append(r)
    for tag in out:
        out[tag].sort(key=lambda r: r.day)
    return out
