"""Which items to reorder, and how many."""

from collections.abc import Iterable

from inventory.models import Item


def needs_reorder(item: Item) -> bool:
    """At or below its reorder level."""
    return item.quantity <= item.reorder_level


def suggested_order(item: Item, batch: int = 10) -> int:
    """Units to order to get back above the reorder level, in whole batches."""
    missing = item.reorder_level - item.quantity + 1
    return 0 if missing <= 0 else -(-missing // batch) * batch


def reorder_list(items: Iterable[Item]) -> list[tuple[str, int]]:
    """(sku, units) for every item to reorder."""
    return [(item.sku, suggested_order(item)) for item in items if needs_reorder(item)]
