"""The catalogue: what is on the shelf, what is held, and what can still be promised."""

from __future__ import annotations

from datetime import date

from seedswap.models import Hold, Variety


class HoldError(ValueError):
    """A hold that cannot be placed or collected."""


class Catalog:
    def __init__(self, varieties: list[Variety] | None = None) -> None:
        self.varieties: dict[str, Variety] = {}
        self.holds: list[Hold] = []
        for variety in varieties or []:
            self.add(variety)

    def add(self, variety: Variety) -> None:
        if variety.code in self.varieties:
            raise ValueError(f"duplicate variety code {variety.code}")
        self.varieties[variety.code] = variety

    def get(self, code: str) -> Variety:
        try:
            return self.varieties[code]
        except KeyError:
            raise HoldError(f"no variety {code}") from None

    def _held(self, code: str, today: date) -> int:
        return sum(h.outstanding() for h in self.holds if h.code == code and h.is_live(today))

    def available_grams(self, code: str, today: date) -> int:
        """Seed on the shelf that is not set aside for a live hold."""
        return max(0, self.get(code).grams - self._held(code, today))

    def available_packets(self, code: str, today: date) -> int:
        variety = self.get(code)
        return self.available_grams(code, today) // variety.packet_grams

    def place_hold(self, code: str, member: str, packets: int, today: date) -> Hold:
        if packets < 1:
            raise HoldError("a hold is for at least one packet")
        variety = self.get(code)
        grams = packets * variety.packet_grams
        if grams > self.available_grams(code, today):
            raise HoldError(f"only {self.available_packets(code, today)} packets of {code} left")
        hold = Hold(code, member, grams, today)
        self.holds.append(hold)
        return hold

    def collect(self, hold: Hold, today: date) -> None:
        """The member takes the whole hold from the swap table."""
        if hold not in self.holds:
            raise HoldError("unknown hold")
        if not hold.is_live(today):
            raise HoldError(f"hold lapsed on {hold.lapses_on()}")
        self.get(hold.code).grams -= hold.grams
        self.holds.remove(hold)

    def low_stock(self, below: int, today: date) -> list[Variety]:
        """Varieties with fewer than `below` grams available, fewest first."""
        low = [v for v in self.varieties.values() if self.available_grams(v.code, today) < below]
        return sorted(low, key=lambda v: (self.available_grams(v.code, today), v.code))
