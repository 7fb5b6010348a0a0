"""Fish on the slab: batches by landing date, drawn oldest first."""

import datetime
from dataclasses import dataclass

from .species import lookup


@dataclass
class Batch:
    batch_id: str
    code: str
    landed: datetime.date
    grams: int
    supplier: str = ""

    @property
    def species(self):
        return lookup(self.code)

    @property
    def last_sale_day(self):
        """The last day the batch may be sold, counting the landing day as day one."""
        return self.landed + datetime.timedelta(days=self.species.shelf_life - 1)

    def age(self, on):
        """Days since landing; 0 on the landing day."""
        return (on - self.landed).days

    def sellable(self, on):
        return self.landed <= on <= self.last_sale_day and self.grams > 0


class OutOfStock(Exception):
    def __init__(self, code, wanted, available):
        super().__init__(f"{code}: wanted {wanted} g, {available} g sellable")
        self.code = code
        self.wanted = wanted
        self.available = available


class Counter:
    def __init__(self):
        self.batches = []

    def receive(self, batch):
        if any(b.batch_id == batch.batch_id for b in self.batches):
            raise ValueError(f"batch {batch.batch_id} already received")
        lookup(batch.code)
        self.batches.append(batch)

    def sellable(self, code, on):
        code = code.upper()
        found = [b for b in self.batches if b.code == code and b.sellable(on)]
        return sorted(found, key=lambda b: (b.landed, b.batch_id))

    def available(self, code, on):
        return sum(b.grams for b in self.sellable(code, on))

    def draw(self, code, grams, on):
        """Takes `grams` from the oldest sellable batches; returns [(batch_id, grams)]."""
        batches = self.sellable(code, on)
        have = sum(b.grams for b in batches)
        if grams > have:
            raise OutOfStock(code.upper(), grams, have)
        taken = []
        left = grams
        for batch in batches:
            if left == 0:
                break
            part = min(batch.grams, left)
            batch.grams -= part
            left -= part
            taken.append((batch.batch_id, part))
        return taken

    def withdraw_expired(self, on):
        """Removes batches past their last sale day; returns them for the waste log."""
        expired = [b for b in self.batches if b.grams > 0 and on > b.last_sale_day]
        self.batches = [b for b in self.batches if b not in expired]
        return expired
