"""A whole bulletin, asked about by area."""

from __future__ import annotations

from shipcast import beaufort
from shipcast.parser import AreaForecast, parse_bulletin


class Forecast:
    def __init__(self, bulletin: str) -> None:
        self.areas: dict[str, AreaForecast] = {}
        for area in parse_bulletin(bulletin):
            self.areas[area.area.lower()] = area

    def __len__(self) -> int:
        return len(self.areas)

    def for_area(self, name: str) -> AreaForecast:
        try:
            return self.areas[name.strip().lower()]
        except KeyError:
            raise KeyError(f"no forecast for {name}") from None

    def warnings(self) -> dict[str, str]:
        """The areas under a gale, severe gale or storm warning, in bulletin order."""
        found = {}
        for area in self.areas.values():
            warning = beaufort.warning(area.wind.strongest)
            if warning is not None:
                found[area.area] = warning
        return found

    def strongest(self) -> tuple[str, int]:
        """The area with the strongest wind, and its force (the first such area on a tie)."""
        area = max(self.areas.values(), key=lambda a: a.wind.strongest)
        return area.area, area.wind.strongest

    def poor_visibility(self) -> list[str]:
        return [a.area for a in self.areas.values() if a.visibility in ("poor", "very poor")]
