"""The site: unit sizes and the units on each floor."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Size:
    code: str
    width_ft: float
    depth_ft: float
    label: str

    @property
    def area(self) -> float:
        """Floor area in square feet."""
        return self.width_ft * self.depth_ft


SIZES = {
    s.code: s
    for s in (
        Size("L", 3, 3, "locker"),
        Size("25", 5, 5, "25 sq ft, a few boxes"),
        Size("50", 5, 10, "50 sq ft, a one-bedroom flat"),
        Size("75", 7.5, 10, "75 sq ft, a two-bedroom flat"),
        Size("100", 10, 10, "100 sq ft, a three-bedroom house"),
        Size("150", 10, 15, "150 sq ft, a four-bedroom house"),
        Size("200", 10, 20, "200 sq ft, trade stock"),
    )
}


@dataclass
class Unit:
    number: str
    size: Size
    floor: int = 0
    climate: bool = False
    overlocked: bool = False

    def __str__(self):
        return f"{self.number} ({self.size.code} sq ft)"


class UnknownUnit(KeyError):
    pass


@dataclass
class Facility:
    name: str
    units: dict = field(default_factory=dict)

    def add(self, number: str, size_code: str, floor: int = 0, climate: bool = False) -> Unit:
        if number in self.units:
            raise ValueError(f"unit {number} already exists")
        unit = Unit(number, SIZES[size_code], floor, climate)
        self.units[number] = unit
        return unit

    def unit(self, number: str) -> Unit:
        try:
            return self.units[number]
        except KeyError:
            raise UnknownUnit(number) from None

    def of_size(self, size_code: str) -> list:
        return sorted(
            (u for u in self.units.values() if u.size.code == size_code),
            key=lambda u: (u.floor, u.number),
        )

    def total_area(self) -> float:
        return sum(u.size.area for u in self.units.values())
