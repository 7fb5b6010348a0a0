"""The day's log sheet: one line a bird, as typed in from the ringing table."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from .biometrics import Biometrics, parse_biometrics

COLUMNS = ("time", "species", "ring", "age", "wing", "mass", "fat")


@dataclass(frozen=True)
class LogLine:
    time: str
    species: str
    # Empty for a new bird, which is ringed from the stock.
    ring: str
    # EURING age code: "3" bird of the year, "4" older, "5" second calendar year...
    age: str
    bio: Biometrics


def parse_log(text: str) -> list[LogLine]:
    """The lines of a log sheet: a header line with the COLUMNS in any order, then a line a bird."""
    reader = csv.DictReader(io.StringIO(text))
    fields = [f.strip().lower() for f in reader.fieldnames or []]
    missing = [c for c in COLUMNS if c not in fields]
    if missing:
        raise ValueError(f"log sheet has no column {missing[0]!r}")
    reader.fieldnames = fields
    lines = []
    for row in reader:
        if not any((v or "").strip() for v in row.values()):
            continue
        cell = {k: (v or "").strip() for k, v in row.items()}
        lines.append(
            LogLine(
                time=cell["time"],
                species=cell["species"].upper(),
                ring=cell["ring"].upper(),
                age=cell["age"],
                bio=parse_biometrics(cell["wing"], cell["mass"], cell["fat"]),
            )
        )
    return lines
