"""Invoices: the move-in invoice and the monthly ones after it.

Each tenancy is billed monthly in advance on the day of the month it
started (the 28th for tenancies that started on the 29th to the 31st).
"""

import calendar
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from .money import money, vat
from .pricing import ADMIN_FEE
from .tenancy import Book, Tenancy


@dataclass
class Line:
    description: str
    net: Decimal
    vat: Decimal = Decimal("0.00")

    @property
    def total(self) -> Decimal:
        return self.net + self.vat


@dataclass
class Invoice:
    number: str
    tenancy: str
    issued: date
    period: tuple
    lines: list = field(default_factory=list)

    @property
    def net(self) -> Decimal:
        return sum((l.net for l in self.lines), Decimal("0.00"))

    @property
    def vat(self) -> Decimal:
        return sum((l.vat for l in self.lines), Decimal("0.00"))

    @property
    def total(self) -> Decimal:
        return self.net + self.vat


class Numbers:
    """Invoice numbers, in sequence."""

    def __init__(self, prefix: str = "INV", first: int = 1):
        self.prefix = prefix
        self.next = first

    def take(self) -> str:
        n = f"{self.prefix}{self.next:06d}"
        self.next += 1
        return n


def add_months(day: date, months: int, day_of_month: int = None) -> date:
    """The same day of the month, months later, kept within the month."""
    month0 = day.month - 1 + months
    year, month = day.year + month0 // 12, month0 % 12 + 1
    want = day_of_month or day.day
    return date(year, month, min(want, calendar.monthrange(year, month)[1]))


def billing_day(tenancy: Tenancy) -> int:
    return min(tenancy.start.day, 28)


def rent_lines(tenancy: Tenancy, rent: Decimal, premium: Decimal, period: str) -> list:
    lines = [Line(f"Unit {tenancy.unit.number} rent {period}", rent, vat(rent))]
    if premium:
        lines.append(Line(f"Contents cover £{tenancy.cover:,.0f} {period}", premium))
    return lines


def move_in_invoice(tenancy: Tenancy, numbers: Numbers) -> Invoice:
    """Admin fee and the first month, due on the day of moving in."""
    start = tenancy.start
    end = add_months(start, 1, billing_day(tenancy)) - timedelta(days=1)
    period = f"{start:%d/%m/%Y}-{end:%d/%m/%Y}"
    inv = Invoice(numbers.take(), tenancy.ref, start, (start, end))
    inv.lines.append(Line("Administration fee", ADMIN_FEE, vat(ADMIN_FEE)))
    inv.lines.extend(rent_lines(tenancy, tenancy.rent, tenancy.premium, period))
    return inv


def monthly_invoice(tenancy: Tenancy, issued: date, numbers: Numbers) -> Invoice:
    """A month in advance from the billing day."""
    end = add_months(issued, 1, billing_day(tenancy)) - timedelta(days=1)
    period = f"{issued:%d/%m/%Y}-{end:%d/%m/%Y}"
    inv = Invoice(numbers.take(), tenancy.ref, issued, (issued, end))
    inv.lines.extend(rent_lines(tenancy, tenancy.rent, tenancy.premium, period))
    return inv


def bill_due(book: Book, day: date, numbers: Numbers) -> list:
    """The monthly invoices to send on the given day."""
    invoices = []
    for tenancy in book.current(day):
        if day == tenancy.start:
            continue  # the move-in invoice covers the first month
        if day.day == billing_day(tenancy):
            invoices.append(monthly_invoice(tenancy, day, numbers))
    return invoices


def money_total(invoices) -> Decimal:
    return money(sum((i.total for i in invoices), Decimal("0")))
