"""Dishes and the ingredients they are made of."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal


@dataclass(frozen=True)
class Ingredient:
    name: str
    animal: bool = False  # meat, fish or seafood
    dairy: bool = False
    egg: bool = False
    honey: bool = False

    @property
    def vegan(self) -> bool:
        return not (self.animal or self.dairy or self.egg or self.honey)

    @property
    def vegetarian(self) -> bool:
        return not self.animal


@dataclass
class Dish:
    name: str
    price: Decimal
    ingredients: list[Ingredient] = field(default_factory=list)
    section: str = "Mains"
    spicy: int = 0  # 0 to 3 chillies

    def __post_init__(self) -> None:
        if self.price < 0:
            raise ValueError(f"{self.name}: negative price")
        if not 0 <= self.spicy <= 3:
            raise ValueError(f"{self.name}: spiciness runs from 0 to 3")
