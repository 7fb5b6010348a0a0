"""Grow bags filled from a batch."""

from dataclasses import dataclass

from .substrate import Batch


@dataclass(frozen=True)
class Bag:
    label: str
    batch: str
    #: Wet substrate and spawn in the bag.
    fill_g: int
    #: The dry substrate in it, for the biological efficiency.
    dry_g: int


def fill_bags(b: Batch, bag_g: int) -> list[Bag]:
    """Fill bags of bag_g each (substrate and spawn) from the batch.

    What is left over, less than a bag, is not bagged.
    """
    total = b.wet_g + b.spawn_g
    count = total // bag_g
    dry_per_bag = b.dry_g * bag_g / total
    return [
        Bag(f"{b.code}-{i:02d}", b.code, bag_g, round(dry_per_bag))
        for i in range(1, count + 1)
    ]
