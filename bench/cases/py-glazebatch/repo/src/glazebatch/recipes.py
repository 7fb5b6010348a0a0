"""Glaze recipes: base materials in percent, additions in percent of the base."""

from __future__ import annotations

from dataclasses import dataclass, field

from glazebatch.materials import lookup, normalise_name


class RecipeError(ValueError):
    """A recipe file that cannot be read."""


@dataclass
class Recipe:
    name: str
    cone: str
    base: dict[str, float] = field(default_factory=dict)
    additions: dict[str, float] = field(default_factory=dict)

    def base_total(self) -> float:
        return sum(self.base.values())

    def normalised(self) -> Recipe:
        """The same recipe with its base scaled to add up to 100."""
        total = self.base_total()
        if total <= 0:
            raise RecipeError(f"{self.name}: the base materials add up to {total:g}")
        base = {name: pct * 100 / total for name, pct in self.base.items()}
        return Recipe(self.name, self.cone, base, dict(self.additions))


def _amount(text: str, lineno: int) -> float:
    try:
        value = float(text)
    except ValueError:
        raise RecipeError(f"line {lineno}: {text!r} is not a number") from None
    if value <= 0:
        raise RecipeError(f"line {lineno}: amounts must be positive, not {text}")
    return value


def parse_recipe(text: str) -> Recipe:
    """Read the studio's recipe format (see README.md)."""
    name = cone = None
    base: dict[str, float] = {}
    additions: dict[str, float] = {}
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, sep, value = line.partition(":")
        if sep and key.strip().lower() in ("name", "cone"):
            if key.strip().lower() == "name":
                name = value.strip()
            else:
                cone = value.strip()
            continue
        target = base
        if line.startswith("+"):
            target = additions
            line = line[1:].strip()
        material, _, amount = line.rpartition(" ")
        if not material:
            raise RecipeError(f"line {lineno}: expected 'MATERIAL AMOUNT', got {raw.strip()!r}")
        material = normalise_name(material)
        lookup(material)  # unknown materials fail here, not at the scale
        if material in target:
            raise RecipeError(f"line {lineno}: {material} listed twice")
        target[material] = _amount(amount, lineno)
    if not name:
        raise RecipeError("the recipe has no 'name:' line")
    if not cone:
        raise RecipeError(f"{name}: the recipe has no 'cone:' line")
    if not base:
        raise RecipeError(f"{name}: the recipe has no base materials")
    return Recipe(name, cone, base, additions)
