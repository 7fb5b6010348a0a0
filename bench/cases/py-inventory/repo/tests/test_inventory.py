from decimal import Decimal

from inventory.models import parse_item
from inventory.reorder import reorder_list
from inventory.valuation import stock_value

ROWS = [
    {"sku": "A1", "name": "bolt", "quantity": "40", "unit_cost": "0.10", "reorder_level": "50"},
    {"sku": "B2", "name": "nut", "quantity": "500", "unit_cost": "0.05", "reorder_level": "100"},
]


def test_stock_value() -> None:
    assert stock_value(parse_item(r) for r in ROWS) == Decimal("29.00")


def test_reorder_list() -> None:
    assert reorder_list(parse_item(r) for r in ROWS) == [("A1", 20)]
