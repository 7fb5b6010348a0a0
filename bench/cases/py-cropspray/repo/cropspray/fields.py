"""Fields on the farm."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Field:
    name: str
    area_ha: float
    crop: str
    watercourse: bool = False
    headland_m: int = 0

    def sprayable_area(self, buffer_zone_m: int, perimeter_m: float) -> float:
        """Area left once a buffer strip along a watercourse is left unsprayed.

        The buffer is taken along a quarter of the perimeter, the usual one bank of a field.
        """
        if not self.watercourse or buffer_zone_m <= 0:
            return self.area_ha
        strip_ha = buffer_zone_m * perimeter_m / 4 / 10_000
        return round(max(self.area_ha - strip_ha, 0.0), 2)


def by_crop(fields: list[Field]) -> dict[str, list[Field]]:
    grouped: dict[str, list[Field]] = {}
    for field in sorted(fields, key=lambda f: f.name):
        grouped.setdefault(field.crop, []).append(field)
    return grouped
