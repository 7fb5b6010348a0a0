"""Pick-your-own orchard till: varieties, weighing at the gate, receipts and the day's takings."""

from orchard.catalog import VARIETIES, in_season, price_per_kg
from orchard.receipt import Receipt
from orchard.weigh import TARE_G, weigh

__all__ = ["VARIETIES", "TARE_G", "Receipt", "in_season", "price_per_kg", "weigh"]
