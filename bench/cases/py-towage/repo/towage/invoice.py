"""Monthly invoices to shipping agents for the movements they booked."""

from dataclasses import dataclass, field
from decimal import Decimal

from .tariff import money

VAT_RATE = Decimal("0.20")


@dataclass
class Line:
    ref: str
    vessel: str
    date: str
    description: str
    amount: Decimal


@dataclass
class Invoice:
    agent: str
    number: str
    lines: list = field(default_factory=list)
    vat_rate: Decimal = VAT_RATE

    @property
    def net(self):
        return money(sum((line.amount for line in self.lines), Decimal("0")))

    @property
    def vat(self):
        return money(self.net * self.vat_rate)

    @property
    def gross(self):
        return self.net + self.vat


def build(agent, number, plans, vat_rate=VAT_RATE):
    """An invoice for `agent` from the planned jobs it booked, in time order."""
    invoice = Invoice(agent=agent, number=number, vat_rate=vat_rate)
    mine = sorted((p for p in plans if p.job.agent == agent), key=lambda p: p.job.start)
    for p in mine:
        for charge in p.quote.charges:
            invoice.lines.append(Line(
                ref=p.job.ref,
                vessel=p.job.vessel.name,
                date=p.job.start.strftime("%d/%m/%Y %H:%M"),
                description=charge.description,
                amount=charge.amount,
            ))
    return invoice


def render(invoice):
    out = [f"Invoice {invoice.number} to {invoice.agent}", ""]
    for line in invoice.lines:
        out.append(
            f"{line.ref:<8} {line.date}  {line.vessel:<16} {line.description:<34} {line.amount:>10}"
        )
    out.append("")
    out.append(f"{'Net':>80} {invoice.net:>10}")
    out.append(f"{'VAT ' + format(invoice.vat_rate * 100, '.0f') + '%':>80} {invoice.vat:>10}")
    out.append(f"{'Total':>80} {invoice.gross:>10}")
    return "\n".join(out)
