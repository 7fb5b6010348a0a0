"""What the stock is worth."""

from collections.abc import Iterable
from decimal import Decimal

from inventory.models import Item


def item_value(item: Item) -> Decimal:
    """Quantity times unit cost."""
    return item.unit_cost * item.quantity


def stock_value(items: Iterable[Item]) -> Decimal:
    """The value of all items."""
    return sum((item_value(item) for item in items), Decimal("0"))
