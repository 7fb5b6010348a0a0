"""An invoice: lines, their discounts, VAT and the total."""

from dataclasses import dataclass, field

from invoicing.discounts import discounted
from invoicing.money import format_money, to_cents
from invoicing.tax import vat


@dataclass(frozen=True)
class Line:
    """One order line."""

    sku: str
    unit_price: str
    quantity: int = 1

    def gross_cents(self) -> int:
        """Price times quantity, before any discount."""
        return to_cents(self.unit_price) * self.quantity

    def net_cents(self) -> int:
        """The line after its bulk discount."""
        return discounted(self.gross_cents(), self.quantity)


@dataclass
class Invoice:
    """Lines billed to a customer in one region."""

    region: str
    lines: list[Line] = field(default_factory=list)

    def add(self, sku: str, unit_price: str, quantity: int = 1) -> "Invoice":
        """Add a line; returns the invoice so calls chain."""
        self.lines.append(Line(sku, unit_price, quantity))
        return self

    def net(self) -> int:
        """Sum of the lines after discounts, in cents."""
        return sum(line.net_cents() for line in self.lines)

    def tax(self) -> int:
        """VAT on the net amount, in cents."""
        return vat(self.net(), self.region)

    def total(self) -> int:
        """What the customer pays, in cents."""
        return self.net() + self.tax()

    def summary(self) -> str:
        """One line for the e-mail subject."""
        return f"{len(self.lines)} lines, total {format_money(self.total())}"
