"""What to buy: the staples that run below their minimum."""

from __future__ import annotations

from pantry.store import Pantry


def shopping_list(pantry: Pantry, minimums: dict[str, float]) -> dict[str, float]:
    """How much of each staple to buy to get back to its minimum; staples at or above it are left out."""
    on_hand = pantry.totals()
    short = {name: least - on_hand.get(name, 0) for name, least in minimums.items()}
    return {name: qty for name, qty in sorted(short.items()) if qty > 0}
