"""The till: weighed fish and fixed-price items, and the receipt."""

from dataclasses import dataclass, field

from . import prep as preparation
from .markdown import reduced, reduction
from .scale import format_pence, format_weight, net_weight, price, trade_weight
from .species import lookup


@dataclass
class Line:
    description: str
    amount: int  # pence
    grams: int = 0
    price_per_kg: int = 0
    reduction: int = 0  # per cent
    code: str = ""
    whole_grams: int = 0
    batches: list = field(default_factory=list)

    @property
    def weighed(self):
        return self.grams > 0


class Basket:
    def __init__(self, counter, on):
        self.counter = counter
        self.on = on
        self.lines = []

    def weigh(self, code, prep, gross_grams, container="paper"):
        """Adds prepared fish weighed on the counter scale and takes it from stock."""
        species = lookup(code)
        grams = trade_weight(net_weight(gross_grams, container))
        yield_ = preparation.yield_for(species, prep)
        whole = preparation.whole_weight(grams, yield_)
        oldest = self.counter.sellable(species.code, self.on)
        percent = reduction(oldest[0], self.on) if oldest else 0
        batches = self.counter.draw(species.code, whole, self.on)
        per_kg = reduced(preparation.price_per_kg(species, prep), percent)
        line = Line(
            description=preparation.label(species, prep),
            amount=price(grams, per_kg),
            grams=grams,
            price_per_kg=per_kg,
            reduction=percent,
            code=species.code,
            whole_grams=whole,
            batches=batches,
        )
        self.lines.append(line)
        return line

    def add_item(self, description, pence, quantity=1):
        line = Line(description=f"{quantity} x {description}" if quantity > 1 else description,
                    amount=pence * quantity)
        self.lines.append(line)
        return line

    @property
    def total(self):
        return sum(line.amount for line in self.lines)

    def pay(self, tendered):
        """Change due for `tendered` pence."""
        if tendered < self.total:
            raise ValueError(f"{format_pence(tendered)} does not cover {format_pence(self.total)}")
        return tendered - self.total

    def receipt(self):
        rows = []
        for line in self.lines:
            rows.append(f"{line.description:<28}{format_pence(line.amount):>9}")
            if line.weighed:
                rows.append(f"  {format_weight(line.grams)} @ {format_pence(line.price_per_kg)}/kg")
        rows.append(f"{'TOTAL':<28}{format_pence(self.total):>9}")
        return "\n".join(rows) + "\n"
