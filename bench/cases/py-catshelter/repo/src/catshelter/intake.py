"""Reading the intake sheet: one CSV row per cat that arrived."""

from __future__ import annotations

import csv
from datetime import date
from typing import Iterable, TextIO

from .models import Cat, Sex

REQUIRED = ("ref", "name", "sex", "born", "arrived")


class IntakeError(ValueError):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line


def _parse_date(text: str, line: int, column: str) -> date:
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise IntakeError(line, f"{column} is not a date: {text!r}") from None


def _parse_bool(text: str) -> bool:
    return text.strip().lower() in {"y", "yes", "true", "1"}


def parse_row(row: dict[str, str], line: int) -> Cat:
    for column in REQUIRED:
        if not (row.get(column) or "").strip():
            raise IntakeError(line, f"missing {column}")
    try:
        sex = Sex(row["sex"].strip().upper())
    except ValueError:
        raise IntakeError(line, f"sex must be F or M: {row['sex']!r}") from None
    vaccinated = (row.get("vaccinated_on") or "").strip()
    notes = [n.strip() for n in (row.get("notes") or "").split(";") if n.strip()]
    return Cat(
        ref=row["ref"].strip(),
        name=row["name"].strip(),
        sex=sex,
        born=_parse_date(row["born"], line, "born"),
        arrived=_parse_date(row["arrived"], line, "arrived"),
        neutered=_parse_bool(row.get("neutered") or ""),
        vaccinated_on=_parse_date(vaccinated, line, "vaccinated_on") if vaccinated else None,
        notes=notes,
    )


def read_intake(stream: TextIO) -> list[Cat]:
    reader = csv.DictReader(stream)
    cats: list[Cat] = []
    seen: set[str] = set()
    for line, row in enumerate(reader, start=2):
        cat = parse_row(row, line)
        if cat.ref in seen:
            raise IntakeError(line, f"duplicate ref {cat.ref}")
        seen.add(cat.ref)
        cats.append(cat)
    return cats


def refs(cats: Iterable[Cat]) -> list[str]:
    return sorted(cat.ref for cat in cats)
