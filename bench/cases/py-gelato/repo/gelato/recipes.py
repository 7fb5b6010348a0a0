"""Recipes: grams of each ingredient for a base batch of some litres."""

from __future__ import annotations

from dataclasses import dataclass, field


class RecipeError(ValueError):
    pass


@dataclass
class Recipe:
    name: str
    litres: float
    grams: dict[str, int] = field(default_factory=dict)

    def scale(self, litres: float, step: int = 5) -> dict[str, int]:
        """Grams for `litres` of this flavour, each rounded to the nearest `step` grams (never below one step)."""
        if litres <= 0:
            raise RecipeError(f"cannot make {litres} litres of {self.name}")
        factor = litres / self.litres
        return {item: max(step, round(g * factor / step) * step) for item, g in self.grams.items()}


def parse_recipes(text: str) -> dict[str, Recipe]:
    """Read recipes written as

        [pistachio] 4
        whole milk 2200
        pistachio paste 380

    a heading with the flavour and the batch's litres, then one `ingredient grams` line each."""
    recipes: dict[str, Recipe] = {}
    current: Recipe | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("["):
            name, _, litres = line[1:].partition("]")
            try:
                current = Recipe(name.strip(), float(litres))
            except ValueError:
                raise RecipeError(f"line {number}: want [flavour] litres, got {line!r}") from None
            if current.name in recipes:
                raise RecipeError(f"line {number}: {current.name} twice")
            recipes[current.name] = current
            continue
        if current is None:
            raise RecipeError(f"line {number}: an ingredient before any [flavour]")
        item, _, grams = line.rpartition(" ")
        if not item or not grams.isdigit():
            raise RecipeError(f"line {number}: want ingredient grams, got {line!r}")
        current.grams[item.strip()] = current.grams.get(item.strip(), 0) + int(grams)
    return recipes
