"""Monthly statements: every call an agent made in a month, invoiced, with frequent-caller discounts."""

from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from .invoice import invoice_for
from .money import format_money, total
from .tariff import DEFAULT_TARIFF, Tariff


@dataclass
class Statement:
    agent: str
    month: str
    invoices: list

    @property
    def net(self) -> Decimal:
        return total(inv.net for inv in self.invoices)

    @property
    def vat(self) -> Decimal:
        return total(inv.vat for inv in self.invoices)

    @property
    def gross(self) -> Decimal:
        return total(inv.gross for inv in self.invoices)

    def summary(self) -> str:
        rows = [f"Statement for {self.agent}, {self.month}"]
        for inv in self.invoices:
            rows.append(f"  {inv.number}  {inv.call.vessel.name:<20}{format_money(inv.gross):>14}")
        rows.append(f"  {'Total':<28}{format_money(self.gross):>14}")
        return "\n".join(rows)


def calls_per_vessel(calls) -> Counter:
    return Counter(call.vessel.imo for call in calls)


def monthly_statement(calls, agent: str, month: str, tariff: Tariff = DEFAULT_TARIFF, first_number: int = 1) -> Statement:
    """Invoice each of the agent's calls arriving in month (YYYY-MM), in order of arrival.

    A vessel that calls often in the month earns the frequent-caller discount on harbour dues
    for all its calls that month.
    """
    mine = sorted((c for c in calls if c.agent == agent and c.month() == month), key=lambda c: c.arrival)
    counts = calls_per_vessel(mine)
    invoices = []
    for offset, call in enumerate(mine):
        number = f"{month.replace('-', '')}-{first_number + offset:04d}"
        discount = tariff.discount_for(counts[call.vessel.imo])
        invoices.append(invoice_for(call, number, tariff, discount))
    return Statement(agent, month, invoices)
