"""End of day: what sold, what was thrown away."""

from collections import defaultdict

from .scale import format_pence, price
from .species import lookup


class DayBook:
    def __init__(self, day):
        self.day = day
        self.baskets = []
        self.waste = []  # withdrawn batches

    def record_sale(self, basket):
        self.baskets.append(basket)

    def record_waste(self, batches):
        self.waste.extend(batches)

    def takings(self):
        return sum(b.total for b in self.baskets)

    def sales_by_species(self):
        """{code: (whole grams drawn, pence taken)} for weighed fish."""
        totals = defaultdict(lambda: [0, 0])
        for basket in self.baskets:
            for line in basket.lines:
                if line.code:
                    totals[line.code][0] += line.whole_grams
                    totals[line.code][1] += line.amount
        return {code: tuple(v) for code, v in sorted(totals.items())}

    def waste_cost(self):
        """Whole-fish value of what was withdrawn, at the full price per kg."""
        return sum(price(b.grams, lookup(b.code).price_per_kg) for b in self.waste)

    def summary(self):
        rows = [f"Day book {self.day.isoformat()}"]
        for code, (grams, pence) in self.sales_by_species().items():
            rows.append(f"  {lookup(code).name:<18}{grams:>7} g {format_pence(pence):>10}")
        rows.append(f"  {'Takings':<27}{format_pence(self.takings()):>10}")
        if self.waste:
            grams = sum(b.grams for b in self.waste)
            rows.append(f"  {'Waste':<18}{grams:>7} g {format_pence(self.waste_cost()):>10}")
        return "\n".join(rows) + "\n"
