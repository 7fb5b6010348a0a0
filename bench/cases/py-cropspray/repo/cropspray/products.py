"""The product catalogue, read from the agronomist's CSV export."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable


@dataclass(frozen=True)
class Product:
    name: str
    rate_l_per_ha: float
    max_doses: int
    harvest_interval_days: int
    buffer_zone_m: int = 0

    def dose_for(self, area_ha: float) -> float:
        """Litres of product for `area_ha` hectares at the label rate."""
        return round(self.rate_l_per_ha * area_ha, 2)


class CatalogueError(ValueError):
    pass


def _parse_row(row: dict[str, str], lineno: int) -> Product:
    try:
        rate = float(row["rate_l_per_ha"])
        doses = int(row["max_doses"])
        interval = int(row["harvest_interval_days"])
        buffer = int(row.get("buffer_zone_m") or 0)
    except (KeyError, ValueError) as exc:
        raise CatalogueError(f"line {lineno}: {exc}") from None
    if rate <= 0:
        raise CatalogueError(f"line {lineno}: rate must be positive")
    return Product(row["name"].strip(), rate, doses, interval, buffer)


def parse_catalogue(lines: Iterable[str]) -> dict[str, Product]:
    reader = csv.DictReader(lines)
    catalogue: dict[str, Product] = {}
    for lineno, row in enumerate(reader, start=2):
        product = _parse_row(row, lineno)
        if product.name in catalogue:
            raise CatalogueError(f"line {lineno}: {product.name} listed twice")
        catalogue[product.name] = product
    return catalogue


def load_catalogue(path: str | Path) -> dict[str, Product]:
    with open(path, newline="", encoding="utf-8") as handle:
        return parse_catalogue(handle)
