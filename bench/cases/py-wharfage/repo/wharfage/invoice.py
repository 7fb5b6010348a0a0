"""Invoices to a ship's agent for one port call."""

from dataclasses import dataclass, field
from decimal import Decimal

from .calls import PortCall
from .dues import charges_for
from .money import format_money, percent_of, total
from .tariff import DEFAULT_TARIFF, Tariff


@dataclass
class Invoice:
    number: str
    call: PortCall
    charges: list
    vat_rate: Decimal = Decimal("0.20")
    notes: list = field(default_factory=list)

    @property
    def net(self) -> Decimal:
        return total(c.amount for c in self.charges)

    @property
    def vat(self) -> Decimal:
        return percent_of(self.net, self.vat_rate)

    @property
    def gross(self) -> Decimal:
        return total([self.net, self.vat])

    def lines(self) -> list:
        width = 58
        out = [
            f"INVOICE {self.number}",
            f"Agent: {self.call.agent}",
            f"Vessel: {self.call.vessel.name} (IMO {self.call.vessel.imo})",
            f"Call: {self.call.reference}, {self.call.arrival:%d/%m/%Y %H:%M} - {self.call.departure:%d/%m/%Y %H:%M}",
            "",
        ]
        for charge in self.charges:
            out.append(f"{charge.description:<{width}}{format_money(charge.amount):>14}")
        out.append("")
        out.append(f"{'Net':<{width}}{format_money(self.net):>14}")
        out.append(f"{f'VAT at {self.vat_rate * 100:.0f}%':<{width}}{format_money(self.vat):>14}")
        out.append(f"{'Total due':<{width}}{format_money(self.gross):>14}")
        out.extend(self.notes)
        return out

    def render(self) -> str:
        return "\n".join(self.lines()) + "\n"


def invoice_for(call: PortCall, number: str, tariff: Tariff = DEFAULT_TARIFF, discount=Decimal("0")) -> Invoice:
    return Invoice(number, call, charges_for(call, tariff, discount), tariff.vat_rate)
