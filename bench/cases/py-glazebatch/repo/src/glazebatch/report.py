"""Text sheets for the glaze room wall."""

from __future__ import annotations

from glazebatch.batching import dry_weight, scale, water_for
from glazebatch.kiln import Shelf
from glazebatch.materials import is_hazardous
from glazebatch.recipes import Recipe


def render_batch(recipe: Recipe, grams: float) -> str:
    parts = scale(recipe, grams)
    lines = [f"{recipe.name} (cone {recipe.cone}), {grams:g} g batch", ""]
    for part in parts:
        mark = "+" if part.addition else " "
        lines.append(f"{mark} {part.material:<24}{part.grams:>9.1f} g")
    total = dry_weight(parts)
    lines.append(f"  {'total':<24}{total:>9.1f} g")
    masks = sorted({part.material for part in parts if is_hazardous(part.material)})
    if masks:
        lines.append("")
        lines.append("Wear a mask when weighing: " + ", ".join(masks))
    lines.append(f"Water, about {water_for(total):.0f} ml")
    return "\n".join(lines) + "\n"


def render_load(shelves: list[Shelf], left: list) -> str:
    lines = []
    for number, shelf in enumerate(shelves, start=1):
        refs = ", ".join(p.ref for p in shelf.pieces)
        lines.append(f"shelf {number} (cone {shelf.cone}, {shelf.used:g} cm²): {refs}")
    if left:
        lines.append("next firing: " + ", ".join(p.ref for p in left))
    return "\n".join(lines) + "\n"
