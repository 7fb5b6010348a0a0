"""The printed brew-day sheet."""

from __future__ import annotations

from brewday.calc import ibu, original_gravity, strike_temperature, strike_water_l
from brewday.recipe import Recipe


def brew_sheet(recipe: Recipe) -> list[str]:
    lines = [f"{recipe.name}: {recipe.batch_l:.1f} L"]
    lines.append(
        f"Mash {recipe.grain_kg:.2f} kg grain in {strike_water_l(recipe):.1f} L at "
        f"{strike_temperature(recipe):.1f} °C, rest at {recipe.mash_c:.1f} °C"
    )
    for grain in recipe.grains:
        lines.append(f"  {grain.name}: {grain.kg:.2f} kg")
    for hop in sorted(recipe.hops, key=lambda hop: -hop.minutes):
        lines.append(f"  {hop.name}: {hop.grams:.0f} g at {hop.minutes} min ({hop.alpha:.1f}% AA)")
    lines.append(f"OG {original_gravity(recipe):.3f}, {ibu(recipe):.0f} IBU")
    return lines
