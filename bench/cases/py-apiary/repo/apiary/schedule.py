"""The inspection rota: which colonies are due, and the record cards."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from .hives import Hive
from .inspections import Inspection, latest, next_due, warnings


@dataclass
class Due:
    hive: str
    site: str
    last: date | None
    due: date
    overdue_days: int


def due_list(hives: list[Hive], inspections: list[Inspection], today: date) -> list[Due]:
    """Every hive with its next inspection date, most overdue first. A hive
    never inspected is due today."""
    rows = []
    for hive in hives:
        last = latest(inspections, hive.name)
        if last is None:
            rows.append(Due(hive.name, hive.site, None, today, 0))
            continue
        due = next_due(last)
        overdue = (today - due).days if today > due else 0
        rows.append(Due(hive.name, hive.site, last.on, due, overdue))
    rows.sort(key=lambda r: (-r.overdue_days, r.due, r.hive))
    return rows


def record_card(hive: Hive, inspections: list[Inspection]) -> list[str]:
    """The hive's record card: one line per inspection, oldest first, with
    warnings under each."""
    lines = [f"{hive.name} ({hive.site}), {hive.hive_type}, {hive.brood_boxes} brood box(es)"]
    if hive.queen is not None:
        colour = hive.queen.colour or "unmarked"
        lines.append(f"Queen: {hive.queen.year}, {colour}{', clipped' if hive.queen.clipped else ''}")
    mine = sorted((i for i in inspections if i.hive == hive.name), key=lambda i: i.on)
    for insp in mine:
        q = "Q" if insp.queen_seen else ("E" if insp.eggs_seen else "-")
        lines.append(
            f"{insp.on.isoformat()}  brood {insp.brood_frames}  {q}  "
            f"QC {insp.queen_cells}  stores {insp.stores_frames:g}  {insp.temper.name.lower()}"
        )
        for w in warnings(insp, hive.brood_frames):
            lines.append(f"    ! {w}")
    return lines
