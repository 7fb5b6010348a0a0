"""Job sheets: what to cut, from which bar, and how many stock lengths to buy."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from smithy.items import Hook, Ring, Straight
from smithy.stock import Bar, parse_bar, weight_kg
from smithy.units import UnitError, parse_length

# Mill lengths the supplier sells, and the saw's kerf
STOCK_LENGTH_MM = 6000.0
KERF_MM = 3.0

_LINE = re.compile(r"^\s*(?P<qty>\d+)\s*x\s+(?P<item>[^,]+),\s*(?P<bar>.+?)\s*$", re.IGNORECASE)
_RING = re.compile(r"^ring\s+(?P<id>\S+)\s+id(?P<open>\s+open)?$", re.IGNORECASE)
_HOOK = re.compile(r"^hook\s+(?P<long>\S+)\s+long\s+(?P<curl>\S+)\s+curl$", re.IGNORECASE)
_STRAIGHT = re.compile(r"^straight\s+(?P<len>\S+)$", re.IGNORECASE)


class JobError(ValueError):
    """A job sheet line that cannot be read, with its line number."""


@dataclass(frozen=True)
class Piece:
    name: str
    bar: Bar
    length_mm: float
    qty: int

    @property
    def total_mm(self) -> float:
        return self.length_mm * self.qty

    @property
    def weight_kg(self) -> float:
        return weight_kg(self.bar, self.total_mm)


@dataclass
class StockBar:
    """One mill length and the cuts taken from it."""

    bar: Bar
    cuts: list[float] = field(default_factory=list)

    @property
    def used_mm(self) -> float:
        return sum(self.cuts) + KERF_MM * len(self.cuts)

    @property
    def offcut_mm(self) -> float:
        return max(STOCK_LENGTH_MM - self.used_mm, 0.0)

    def fits(self, length_mm: float) -> bool:
        return self.used_mm + length_mm + KERF_MM <= STOCK_LENGTH_MM


def _item(spec: str):
    spec = spec.strip()
    if m := _RING.match(spec):
        return f"ring {m['id']} id", Ring(parse_length(m["id"]), welded=m["open"] is None)
    if m := _HOOK.match(spec):
        return f"hook {m['long']}", Hook(parse_length(m["long"]), parse_length(m["curl"]))
    if m := _STRAIGHT.match(spec):
        return f"straight {m['len']}", Straight(parse_length(m["len"]))
    raise UnitError(f"unknown item {spec!r}")


def parse_job(text: str) -> list[Piece]:
    """The pieces of a job sheet; blank lines and '#' comments are skipped."""
    pieces = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = _LINE.match(line)
        if not match:
            raise JobError(f"line {number}: expected '<qty> x <item>, <bar>': {line!r}")
        try:
            name, item = _item(match["item"])
            bar = parse_bar(match["bar"])
        except (UnitError, ValueError) as exc:
            raise JobError(f"line {number}: {exc}") from exc
        pieces.append(Piece(name, bar, round(item.stock_mm(bar)), int(match["qty"])))
    return pieces


def pack(pieces: list[Piece]) -> dict[Bar, list[StockBar]]:
    """Cuts laid out on mill lengths, first fit by decreasing length, per bar profile."""
    plan: dict[Bar, list[StockBar]] = {}
    cuts = sorted(
        ((p.bar, p.length_mm) for p in pieces for _ in range(p.qty)),
        key=lambda cut: -cut[1],
    )
    for bar, length in cuts:
        if length + KERF_MM > STOCK_LENGTH_MM:
            raise JobError(f"a {length:.0f} mm piece of {bar.label} is longer than a mill length")
        bars = plan.setdefault(bar, [])
        for stock in bars:
            if stock.fits(length):
                stock.cuts.append(length)
                break
        else:
            bars.append(StockBar(bar, [length]))
    return plan


def total_weight_kg(pieces: list[Piece]) -> float:
    return sum(p.weight_kg for p in pieces)
