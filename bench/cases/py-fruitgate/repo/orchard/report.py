"""The day's takings, from the receipts the till kept."""

from collections import defaultdict

from orchard.catalog import fruit_of
from orchard.money import fmt_money
from orchard.receipt import Receipt, line_cost


def takings_pence(receipts: list[Receipt]) -> int:
    return sum(receipt.total_pence() for receipt in receipts)


def kilos_by_fruit(receipts: list[Receipt]) -> dict[str, float]:
    """Kilograms picked of each fruit, to three decimals."""
    grams: dict[str, int] = defaultdict(int)
    for receipt in receipts:
        for item in receipt.items:
            grams[fruit_of(item["variety"])] += item["grams"]
    return {fruit: round(total / 1000, 3) for fruit, total in sorted(grams.items())}


def gross_by_variety(receipts: list[Receipt]) -> dict[str, int]:
    """Pence taken for each variety before member discounts."""
    pence: dict[str, int] = defaultdict(int)
    for receipt in receipts:
        for item in receipt.items:
            pence[item["variety"]] += line_cost(item)
    return dict(sorted(pence.items()))


def summary(receipts: list[Receipt]) -> str:
    return f"{len(receipts)} receipts, takings {fmt_money(takings_pence(receipts))}"
