"""The printed card: sections in a fixed order, each dish on one line with its price, labels and allergen codes."""

from __future__ import annotations

from decimal import Decimal

from menu.allergens import codes_of
from menu.diet import diet_labels
from menu.models import Dish

SECTION_ORDER = ("Starters", "Mains", "Sides", "Desserts")
WIDTH = 60


def format_price(price: Decimal) -> str:
    return f"£{price:.2f}"


def dish_line(dish: Dish) -> str:
    name = dish.name + " " + "*" * dish.spicy if dish.spicy else dish.name
    labels = "".join(f" ({label})" for label in diet_labels(dish))
    left = name + labels
    price = format_price(dish.price)
    dots = "." * max(2, WIDTH - len(left) - len(price) - 2)
    line = f"{left} {dots} {price}"
    codes = codes_of(dish)
    return f"{line}\n    contains: {codes}" if codes else line


def render_card(dishes: list[Dish], title: str = "Menu") -> str:
    unknown = {d.section for d in dishes} - set(SECTION_ORDER)
    if unknown:
        raise ValueError(f"unknown sections: {', '.join(sorted(unknown))}")
    lines = [title.upper().center(WIDTH), ""]
    for section in SECTION_ORDER:
        in_section = [d for d in dishes if d.section == section]
        if not in_section:
            continue
        lines.append(section)
        lines.append("-" * len(section))
        lines.extend(dish_line(d) for d in in_section)
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
