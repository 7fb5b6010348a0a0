"""Plain-text tables for the swap table's noticeboard."""

from __future__ import annotations

from datetime import date

from seedswap.catalog import Catalog
from seedswap.models import Variety


def _fmt_grams(grams: int) -> str:
    if grams >= 1000:
        return f"{grams / 1000:.1f} kg"
    return f"{grams} g"


def stock_rows(catalog: Catalog, today: date) -> list[tuple[str, str, str, str]]:
    rows = []
    for variety in sorted(catalog.varieties.values(), key=lambda v: (v.crop, v.name)):
        rows.append(
            (
                variety.code,
                f"{variety.name} ({variety.crop})",
                _fmt_grams(catalog.available_grams(variety.code, today)),
                str(catalog.available_packets(variety.code, today)),
            )
        )
    return rows


def render(rows: list[tuple[str, ...]]) -> str:
    if not rows:
        return ""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() for row in rows]
    return "\n".join(lines) + "\n"


def low_rows(varieties: list[Variety], catalog: Catalog, today: date) -> list[tuple[str, str, str]]:
    return [(v.code, v.name, _fmt_grams(catalog.available_grams(v.code, today))) for v in varieties]
