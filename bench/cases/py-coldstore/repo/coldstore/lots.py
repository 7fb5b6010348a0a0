"""Lots in store, read from the warehouse manifest."""

import csv
from dataclasses import dataclass
from datetime import date
from typing import Iterable, List, Optional

from .rates import DAY_RATES
from .units import parse_weight


@dataclass(frozen=True)
class Lot:
    ref: str
    customer: str
    zone: str
    pallets: int
    weight_kg: float
    check_in: date
    check_out: Optional[date] = None


def parse_manifest(lines: Iterable[str]) -> List[Lot]:
    """Lots from manifest lines `ref,customer,zone,pallets,weight,check_in,check_out`."""
    lots = []
    for n, row in enumerate(csv.reader(lines), start=1):
        if not row or row[0].startswith("#"):
            continue
        if len(row) != 7:
            raise ValueError(f"line {n}: expected 7 fields, got {len(row)}")
        ref, customer, zone, pallets, weight, check_in, check_out = (f.strip() for f in row)
        if zone not in DAY_RATES:
            raise ValueError(f"line {n}: unknown zone {zone!r}")
        lots.append(
            Lot(
                ref=ref,
                customer=customer,
                zone=zone,
                pallets=int(pallets),
                weight_kg=parse_weight(weight),
                check_in=date.fromisoformat(check_in),
                check_out=date.fromisoformat(check_out) if check_out else None,
            )
        )
    return lots


def for_customer(lots: Iterable[Lot], customer: str) -> List[Lot]:
    return [lot for lot in lots if lot.customer == customer]
