"""The records the library keeps: seed varieties and members' holds on them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

HOLD_DAYS = 14  # a hold lapses this many days after it was placed


@dataclass
class Variety:
    code: str
    name: str
    crop: str
    grams: int  # seed on the shelf
    packet_grams: int = 5  # what one packet holds


@dataclass
class Hold:
    code: str
    member: str
    grams: int
    placed: date

    def lapses_on(self) -> date:
        return self.placed + timedelta(days=HOLD_DAYS)

    def is_live(self, today: date) -> bool:
        return today <= self.lapses_on()

    def outstanding(self) -> int:
        """Grams still set aside for the member."""
        return self.grams
