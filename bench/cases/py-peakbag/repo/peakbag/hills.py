"""Hill classes by height (and, in the real lists, drop; the log does not record the drop)."""

from __future__ import annotations

MUNRO_M = 914.4  # 3000 ft
CORBETT_M = 762.0  # 2500 ft
GRAHAM_M = 609.6  # 2000 ft


def hill_class(height_m: int) -> str:
    if height_m >= MUNRO_M:
        return "Munro"
    if height_m >= CORBETT_M:
        return "Corbett"
    if height_m >= GRAHAM_M:
        return "Graham"
    return "hill"
