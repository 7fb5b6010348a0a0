"""A household pantry: batches with best-before dates, totals on hand, the shopping list."""

from pantry.batch import Batch
from pantry.store import NotEnough, Pantry
from pantry.shopping import shopping_list

__all__ = ["Batch", "NotEnough", "Pantry", "shopping_list"]
