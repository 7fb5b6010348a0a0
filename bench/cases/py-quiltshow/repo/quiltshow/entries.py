"""The entry list: one quilt a line, `number,maker,title,category,width_cm,height_cm`."""

from __future__ import annotations

from dataclasses import dataclass

CATEGORIES = ("bed", "wall", "art", "junior")


@dataclass(frozen=True)
class Entry:
    number: int
    maker: str
    title: str
    category: str
    width_cm: int
    height_cm: int

    @property
    def area_m2(self) -> float:
        return self.width_cm * self.height_cm / 10_000


def normalise_name(name: str) -> str:
    """'  ADA   lovelace ' -> 'Ada Lovelace'; keeps Mc and O' prefixes readable."""
    parts = []
    for part in name.split():
        word = part.capitalize()
        if word.startswith("Mc") and len(word) > 2:
            word = "Mc" + word[2:].capitalize()
        if word.startswith("O'") and len(word) > 2:
            word = "O'" + word[2:].capitalize()
        parts.append(word)
    return " ".join(parts)


def parse_entries(text: str) -> list[Entry]:
    """Parse the entry list; blank lines and lines starting with # are skipped."""
    entries = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = [field.strip() for field in line.split(",")]
        if len(fields) != 6:
            raise ValueError(f"line {lineno}: expected 6 fields, found {len(fields)}")
        number, maker, title, category, width, height = fields
        if category not in CATEGORIES:
            raise ValueError(f"line {lineno}: unknown category {category!r}")
        entries.append(Entry(int(number), normalise_name(maker), title, category, int(width), int(height)))
    numbers = [entry.number for entry in entries]
    if len(set(numbers)) != len(numbers):
        raise ValueError("entry numbers must be unique")
    return entries
