"""The loft's price book: cloth by the square metre, tape by the metre, labour by the hour."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PriceBook:
    """Prices in pence."""

    cloth_per_m2: dict[str, int] = field(default_factory=dict)
    tape_per_m: dict[str, int] = field(default_factory=dict)
    labour_per_hour: int = 4200
    minimum_charge: int = 2500

    def cloth_price(self, code: str) -> int:
        try:
            return self.cloth_per_m2[code]
        except KeyError:
            raise KeyError(f"no price for cloth {code!r}") from None

    def tape_price(self, code: str) -> int:
        try:
            return self.tape_per_m[code]
        except KeyError:
            raise KeyError(f"no price for tape {code!r}") from None


def labour_cost(book: PriceBook, minutes: int) -> int:
    """Labour in pence for the minutes worked, charged by the started quarter hour."""
    quarters = -(-minutes // 15)
    return quarters * book.labour_per_hour // 4
