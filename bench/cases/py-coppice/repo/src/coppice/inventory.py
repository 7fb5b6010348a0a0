"""Reading the coupe register (CSV: code,area_ha,species,last_cut)."""

from __future__ import annotations

import csv
import io

from .coupe import Coupe
from .species import species


def parse_register(text: str) -> list[Coupe]:
    coupes: list[Coupe] = []
    for row in csv.DictReader(io.StringIO(text)):
        coupes.append(
            Coupe(
                code=row["code"].strip(),
                area_ha=float(row["area_ha"]),
                species=species(row["species"].strip()),
                last_cut=int(row["last_cut"]),
            )
        )
    codes = [c.code for c in coupes]
    duplicates = sorted({c for c in codes if codes.count(c) > 1})
    if duplicates:
        raise ValueError(f"duplicate coupe codes: {', '.join(duplicates)}")
    return coupes
