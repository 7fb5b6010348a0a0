"""The bill for a finished piece."""

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from .artists import Artist
from .money import fmt, money, percent

VAT_RATE = Decimal(20)


@dataclass(frozen=True)
class Line:
    description: str
    amount: Decimal


@dataclass
class Invoice:
    client: str
    artist: Artist
    lines: list = field(default_factory=list)
    deposit_paid: Decimal = Decimal(0)
    vat_registered: bool = False

    @property
    def subtotal(self) -> Decimal:
        return money(sum((line.amount for line in self.lines), Decimal(0)))

    @property
    def vat(self) -> Decimal:
        return percent(self.subtotal, VAT_RATE) if self.vat_registered else money(0)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.vat

    @property
    def balance_due(self) -> Decimal:
        return money(self.total - self.deposit_paid)


def session_charge(artist: Artist, hours: Decimal) -> Decimal:
    return money(artist.hourly_rate * Decimal(hours))


def invoice(client: str, artist: Artist, worked: list, deposit_paid=Decimal(0), vat_registered=False) -> Invoice:
    """worked: (day, hours) for each session actually tattooed."""
    if not worked:
        raise ValueError("no sessions to bill")
    bill = Invoice(client, artist, deposit_paid=money(deposit_paid), vat_registered=vat_registered)
    for day, hours in sorted(worked):
        bill.lines.append(Line(f"{day:%d %b %Y}, {hours}h", session_charge(artist, hours)))
    shortfall = artist.minimum_charge - bill.subtotal
    if shortfall > 0:
        bill.lines.append(Line("Minimum charge", money(shortfall)))
    return bill


def render(bill: Invoice) -> str:
    width = 40
    out = [f"Invoice for {bill.client} (artist: {bill.artist.name})"]
    for line in bill.lines:
        out.append(f"{line.description:<{width - 12}}{fmt(line.amount):>12}")
    out.append(f"{'Subtotal':<{width - 12}}{fmt(bill.subtotal):>12}")
    if bill.vat_registered:
        out.append(f"{'VAT':<{width - 12}}{fmt(bill.vat):>12}")
    if bill.deposit_paid:
        out.append(f"{'Deposit paid':<{width - 12}}{fmt(-bill.deposit_paid):>12}")
    out.append(f"{'Balance due':<{width - 12}}{fmt(bill.balance_due):>12}")
    return "\n".join(out)
