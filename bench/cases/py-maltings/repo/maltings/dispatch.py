"""Malt out of the door: deliveries, and invoices priced at the contract moisture."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Contract:
    customer: str
    price_per_tonne: float  # £ a tonne of malt at the contract moisture
    moisture: float = 4.5  # % the price is quoted at
    max_moisture: float = 5.5  # loads wetter than this are refused
    haulage_per_tonne: float = 0.0


@dataclass(frozen=True)
class Delivery:
    ticket: str
    batch_id: str
    tonnes: float  # net on the weighbridge
    moisture: float  # % measured when loaded


@dataclass(frozen=True)
class InvoiceLine:
    ticket: str
    batch_id: str
    tonnes: float
    moisture: float
    contract_tonnes: float
    amount: float


@dataclass(frozen=True)
class Invoice:
    customer: str
    lines: tuple
    refused: tuple

    @property
    def contract_tonnes(self):
        return round(sum(line.contract_tonnes for line in self.lines), 3)

    @property
    def total(self):
        return round(sum(line.amount for line in self.lines), 2)


def _at_contract_moisture(delivery, contract):
    """The delivered weight restated at the contract moisture (same dry matter)."""
    dry = delivery.tonnes * (100.0 - delivery.moisture)
    return dry / (100.0 - contract.moisture)


def _line(delivery, contract):
    tonnes = round(_at_contract_moisture(delivery, contract), 3)
    price = contract.price_per_tonne + contract.haulage_per_tonne
    return InvoiceLine(
        ticket=delivery.ticket,
        batch_id=delivery.batch_id,
        tonnes=delivery.tonnes,
        moisture=delivery.moisture,
        contract_tonnes=tonnes,
        amount=round(tonnes * price, 2),
    )


def invoice(deliveries, contract):
    """Price `deliveries` under `contract`; loads over the moisture limit are refused."""
    lines = []
    refused = []
    for delivery in deliveries:
        if delivery.moisture > contract.max_moisture:
            refused.append(delivery.ticket)
        else:
            lines.append(_line(delivery, contract))
    return Invoice(contract.customer, tuple(lines), tuple(refused))


def render_invoice(inv):
    rows = [f"Invoice to {inv.customer}", ""]
    rows.append(f"{'Ticket':<10}{'Batch':<10}{'Tonnes':>8}{'Moist%':>8}{'At spec':>9}{'Amount':>11}")
    for line in inv.lines:
        rows.append(
            f"{line.ticket:<10}{line.batch_id:<10}{line.tonnes:>8.2f}{line.moisture:>8.1f}"
            f"{line.contract_tonnes:>9.3f}{line.amount:>11.2f}"
        )
    for ticket in inv.refused:
        rows.append(f"{ticket:<10}refused: over the moisture limit")
    rows.append("")
    rows.append(f"{'Total':<36}{inv.contract_tonnes:>9.3f}{inv.total:>11.2f}")
    return "\n".join(rows)
