"""A customer's storage invoice for one month."""

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Iterable, List

from .lots import Lot
from .rates import pallet_day_rate
from .stay import month_start, storage_days
from .units import format_money, money


@dataclass
class InvoiceLine:
    ref: str
    zone: str
    pallets: int
    days: int
    amount: Decimal


@dataclass
class Invoice:
    customer: str
    period_start: date
    period_end: date
    lines: List[InvoiceLine] = field(default_factory=list)

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal("0.00"))


def build_invoice(customer: str, lots: Iterable[Lot], period_end: date) -> Invoice:
    """The invoice of `customer` for the month that ends on `period_end`."""
    start = month_start(period_end)
    invoice = Invoice(customer, start, period_end)
    for lot in sorted(lots, key=lambda lot: (lot.check_in, lot.ref)):
        if lot.customer != customer:
            continue
        days = storage_days(lot.check_in, lot.check_out, start, period_end)
        if days == 0:
            continue
        rate = pallet_day_rate(lot.zone, lot.weight_kg, lot.pallets)
        invoice.lines.append(InvoiceLine(lot.ref, lot.zone, lot.pallets, days, money(lot.pallets * days * rate)))
    return invoice


def render(invoice: Invoice) -> str:
    out = [f"Storage invoice {invoice.customer} {invoice.period_start:%d %b %Y} to {invoice.period_end:%d %b %Y}"]
    for line in invoice.lines:
        out.append(f"  {line.ref:<10} {line.zone:<8} {line.pallets:>3} pallets {line.days:>3} days {format_money(line.amount):>12}")
    out.append(f"  {'Total':<41} {format_money(invoice.total):>12}")
    return "\n".join(out)
