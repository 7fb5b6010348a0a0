"""The shed's pay sheet for a day: shearers by the sheep, shed hands by the day."""

from __future__ import annotations

from dataclasses import dataclass

from .money import dollars
from .rates import pay_for
from .tally import Entry, totals_by_shearer

SHED_HAND_DAY = 26850  # cents


@dataclass(frozen=True)
class PayLine:
    name: str
    role: str
    sheep: int
    cents: int


def shearer_lines(entries: list[Entry]) -> list[PayLine]:
    lines = []
    for name, counts in totals_by_shearer(entries).items():
        amount = sum(pay_for(c, n) for c, n in counts.items())
        lines.append(PayLine(name, "shearer", sum(counts.values()), amount))
    return lines


def pay_sheet(entries: list[Entry], shed_hands: list[str]) -> list[PayLine]:
    hands = [PayLine(name, "shed hand", 0, SHED_HAND_DAY) for name in shed_hands]
    return shearer_lines(entries) + hands


def render(lines: list[PayLine]) -> str:
    width = max(len(l.name) for l in lines)
    out = [f"{l.name:<{width}}  {l.role:<9}  {l.sheep:>4}  {dollars(l.cents):>10}" for l in lines]
    out.append(f"{'total':<{width}}  {'':<9}  {sum(l.sheep for l in lines):>4}  {dollars(sum(l.cents for l in lines)):>10}")
    return "\n".join(out)
