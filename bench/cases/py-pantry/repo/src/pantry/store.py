"""The pantry: batches in, quantities out."""

from __future__ import annotations

from pantry.batch import Batch


class NotEnough(Exception):
    """Asked to use more of an item than the pantry holds."""


class Pantry:
    def __init__(self) -> None:
        self._batches: list[Batch] = []

    def add(self, batch: Batch) -> None:
        units = {b.unit for b in self._batches if b.name == batch.name}
        if units and batch.unit not in units:
            raise ValueError(f"{batch.name} is counted in {units.pop()}, not {batch.unit}")
        self._batches.append(batch)

    def batches(self, name: str) -> list[Batch]:
        return [b for b in self._batches if b.name == name]

    def use(self, name: str, qty: float) -> None:
        """Takes qty of an item, from the batches in the order they were added."""
        have = sum(b.qty for b in self.batches(name))
        if qty > have:
            raise NotEnough(f"need {qty} of {name}, have {have}")
        for batch in self.batches(name):
            take = min(batch.qty, qty)
            batch.qty -= take
            qty -= take
            if qty == 0:
                break
        self._batches = [b for b in self._batches if b.qty > 0]

    def totals(self) -> dict[str, float]:
        """Quantity on hand per item name, all its batches together."""
        totals: dict[str, float] = {}
        for batch in self._batches:
            totals[batch.name] = totals.get(batch.name, 0) + batch.qty
        return totals
