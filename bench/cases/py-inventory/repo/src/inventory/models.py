"""The records the inventory keeps."""

from decimal import Decimal
from typing import NamedTuple


class Item(NamedTuple):
    """One stocked article."""

    sku: str
    name: str
    quantity: int
    unit_cost: Decimal
    reorder_level: int = 0


def parse_item(row: dict[str, str]) -> Item:
    """An item from a CSV row (sku, name, quantity, unit_cost, reorder_level)."""
    return Item(
        sku=row["sku"].strip(),
        name=row["name"].strip(),
        quantity=int(row["quantity"]),
        unit_cost=Decimal(row["unit_cost"]),
        reorder_level=int(row.get("reorder_level") or 0),
    )
