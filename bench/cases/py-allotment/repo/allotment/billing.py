"""A holder's annual charges and the printed invoice."""

from __future__ import annotations

from dataclasses import dataclass

from allotment.members import Member
from allotment.plots import Plot
from allotment.rates import concession_percent, rent_rate, water_charge
from allotment.text import columns, pence, rule


@dataclass(frozen=True)
class Line:
    label: str
    amount: int


def round_half_up(numerator: int, denominator: int) -> int:
    return (2 * numerator + denominator) // (2 * denominator)


def rent(plot: Plot) -> int:
    """A plot's rent for the year before any concession, in pence."""
    return plot.area_m2 * rent_rate(plot.kind)


def charges(member: Member, plots: list[Plot]) -> list[Line]:
    """One rent line and (for a plot with water) one water line a plot, then the concession."""
    lines: list[Line] = []
    rent_total = 0
    for plot in plots:
        r = rent(plot)
        rent_total += r
        lines.append(Line(f"Plot {plot.number} rent ({plot.area_m2} m², {plot.kind})", r))
        w = water_charge(plot.water)
        if w:
            lines.append(Line(f"Plot {plot.number} water", w))
    pct = concession_percent(member.category)
    if pct and rent_total:
        lines.append(Line(f"Concession ({member.category}, {pct}% of rent)", -round_half_up(rent_total * pct, 100)))
    return lines


def total(lines: list[Line]) -> int:
    return sum(line.amount for line in lines)


def invoice(member: Member, plots: list[Plot], year: int, width: int = 48) -> str:
    """The printed invoice: a heading, the charge lines, a rule and the total."""
    lines = charges(member, plots)
    out = [f"Invoice {year}: {member.name}", rule(width)]
    out += [columns(line.label, pence(line.amount), width) for line in lines]
    out += [rule(width), columns("Total", pence(total(lines)), width)]
    return "\n".join(out) + "\n"
