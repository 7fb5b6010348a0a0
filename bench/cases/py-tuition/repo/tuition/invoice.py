"""Termly invoices for a family."""

from dataclasses import dataclass, field
from decimal import Decimal

from . import discounts
from .money import ZERO, pounds


@dataclass
class Line:
    description: str
    amount: Decimal


@dataclass
class Invoice:
    account: str
    term: str
    lines: list = field(default_factory=list)

    def add(self, description: str, amount: Decimal) -> None:
        self.lines.append(Line(description, amount))

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines), ZERO)


def termly_invoice(family, term, schedule, start_year: int) -> Invoice:
    """Fees for every pupil, eldest first, each followed by their discount;
    then registration fees for new pupils."""
    invoice = Invoice(family.account, term.name)
    for position, pupil in enumerate(family.eldest_first()):
        group = pupil.year_group(start_year)
        fee = schedule.term_fee(group)
        invoice.add(f"{pupil.name} ({group}) tuition", fee)
        rate = discounts.discount_rate(position, pupil.staff_child)
        if rate:
            invoice.add(f"{pupil.name} {discounts.describe(position, pupil.staff_child)}",
                        -pounds(fee * rate))
    for pupil in family.eldest_first():
        if pupil.new:
            invoice.add(f"{pupil.name} registration", schedule.registration)
    return invoice
