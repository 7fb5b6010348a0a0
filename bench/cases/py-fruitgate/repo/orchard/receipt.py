"""A customer's receipt: one line per weighed container, a member discount, the total."""

from orchard.catalog import price_per_kg
from orchard.money import fmt_money, round_pence

MEMBER_DISCOUNT_PERCENT = 10


def line_cost(item: dict) -> int:
    """Pence for one weighed container: grams of fruit at the variety's price a kilogram."""
    return round_pence(item["grams"] * price_per_kg(item["variety"]) / 1000)


class Receipt:
    def __init__(self, member: bool = False) -> None:
        self.member = member
        self.items: list[dict] = []

    def add(self, item: dict) -> None:
        self.items.append(item)

    def subtotal_pence(self) -> int:
        return sum(line_cost(item) for item in self.items)

    def discount_pence(self) -> int:
        if not self.member:
            return 0
        return round_pence(self.subtotal_pence() * MEMBER_DISCOUNT_PERCENT / 100)

    def total_pence(self) -> int:
        return self.subtotal_pence() - self.discount_pence()

    def lines(self) -> list[str]:
        out = [f"{item['variety']:<12} {item['grams']:>6} g {fmt_money(line_cost(item)):>8}" for item in self.items]
        if self.member:
            out.append(f"{'member 10%':<21} {fmt_money(-self.discount_pence()):>8}")
        out.append(f"{'total':<21} {fmt_money(self.total_pence()):>8}")
        return out
