"""Dogs and their size class."""

from __future__ import annotations

from dataclasses import dataclass

from kennel.tables import SIZE_BANDS


@dataclass(frozen=True)
class Dog:
    name: str
    weight_kg: float
    breed: str = ""

    def __post_init__(self) -> None:
        if self.weight_kg <= 0:
            raise ValueError(f"{self.name}: weight must be positive, got {self.weight_kg}")


def size_of(dog: Dog) -> str:
    """The size class of the dog, from SIZE_BANDS."""
    for size, upper in SIZE_BANDS:
        if dog.weight_kg <= upper:
            return size
    raise AssertionError("SIZE_BANDS ends with an unbounded band")
