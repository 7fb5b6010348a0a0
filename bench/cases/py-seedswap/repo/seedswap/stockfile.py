"""Reading the stock sheet (CSV: code,name,crop,grams[,packet_grams])."""

from __future__ import annotations

import csv
from pathlib import Path

from seedswap.models import Variety


def read_stock(path: Path) -> list[Variety]:
    varieties = []
    with path.open(newline="") as handle:
        for row in csv.DictReader(handle):
            packet = row.get("packet_grams") or "5"
            varieties.append(
                Variety(
                    code=row["code"].strip(),
                    name=row["name"].strip(),
                    crop=row["crop"].strip(),
                    grams=int(row["grams"]),
                    packet_grams=int(packet),
                )
            )
    return varieties
