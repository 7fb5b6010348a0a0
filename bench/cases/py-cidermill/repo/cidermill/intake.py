"""Weighbridge tickets: one delivery per CSV line, `date, grower, variety, kg`."""

import datetime
from dataclasses import dataclass

from .varieties import Variety, lookup


class IntakeError(ValueError):
    """A ticket line that cannot be booked in."""


@dataclass(frozen=True)
class Delivery:
    day: datetime.date
    grower: str
    variety: Variety
    kg: int


def parse_delivery(line):
    parts = [p.strip() for p in line.split(",")]
    if len(parts) != 4:
        raise IntakeError(f"expected 4 fields, got {len(parts)}: {line!r}")
    day_text, grower, variety_name, kg_text = parts
    try:
        day = datetime.date.fromisoformat(day_text)
    except ValueError:
        raise IntakeError(f"bad date {day_text!r}") from None
    variety = lookup(variety_name)
    if variety is None:
        raise IntakeError(f"unknown variety {variety_name!r}")
    if not kg_text.isdigit() or int(kg_text) == 0:
        raise IntakeError(f"bad weight {kg_text!r}")
    if not grower:
        raise IntakeError("no grower")
    return Delivery(day, grower, variety, int(kg_text))


def load_deliveries(text):
    """Every delivery in `text`, skipping blank lines and `#` comments."""
    deliveries = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            deliveries.append(parse_delivery(line))
        except IntakeError as exc:
            raise IntakeError(f"line {number}: {exc}") from None
    return deliveries
