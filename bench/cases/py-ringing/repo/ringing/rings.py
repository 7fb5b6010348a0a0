"""Ring stock: series of numbered rings of one size, issued in order."""

from __future__ import annotations

import re
from dataclasses import dataclass, field


class OutOfRings(Exception):
    """No ring of the size is left in the stock."""


_RING = re.compile(r"^([A-Z]{0,2})(\d+)$")


@dataclass
class RingSeries:
    size: str
    prefix: str
    first: int
    last: int
    width: int = 6
    used: int = 0

    def remaining(self) -> int:
        return self.last - self.first + 1 - self.used

    def issue(self) -> str:
        if self.remaining() <= 0:
            raise OutOfRings(f"series {self.prefix}{self.first} is used up")
        number = self.first + self.used
        self.used += 1
        return f"{self.prefix}{number:0{self.width}d}"


@dataclass
class RingStock:
    series: list[RingSeries] = field(default_factory=list)

    def add(self, size: str, first_ring: str, count: int) -> None:
        prefix, number = split_ring(first_ring)
        digits = len(first_ring) - len(prefix)
        self.series.append(RingSeries(size, prefix, number, number + count - 1, digits))

    def issue(self, size: str) -> str:
        """The next ring of the size, from the first series of that size that has any left."""
        for series in self.series:
            if series.size == size and series.remaining() > 0:
                return series.issue()
        raise OutOfRings(f"no rings of size {size} left")

    def remaining(self, size: str) -> int:
        return sum(s.remaining() for s in self.series if s.size == size)


def split_ring(ring: str) -> tuple[str, int]:
    """A ring's letter prefix and its number: "D123456" is ("D", 123456)."""
    m = _RING.match(ring.strip().upper())
    if not m:
        raise ValueError(f"not a ring number: {ring!r}")
    return m.group(1), int(m.group(2))
