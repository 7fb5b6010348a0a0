"""Sample pits: reading the survey sheet and summarising the dispersal."""

import csv
from dataclasses import dataclass

from . import geo
from .units import DEFAULT_DENSITY, mass_loading


@dataclass(frozen=True)
class Pit:
    site: str
    lat: float
    lon: float
    thickness_cm: float
    density: float = DEFAULT_DENSITY

    @property
    def loading(self):
        return mass_loading(self.thickness_cm, self.density)


def read_pits(lines):
    """Pits from CSV lines with a header `site,lat,lon,thickness_cm,density`."""
    pits = []
    for row in csv.DictReader(lines):
        density = row.get("density") or ""
        pits.append(
            Pit(
                site=row["site"].strip(),
                lat=float(row["lat"]),
                lon=float(row["lon"]),
                thickness_cm=float(row["thickness_cm"]),
                density=float(density) if density.strip() else DEFAULT_DENSITY,
            )
        )
    return pits


def dispersal_axis(vent, pits):
    """The compass point of the thickest pit seen from the vent (lat, lon)."""
    thickest = max(pits, key=lambda p: p.thickness_cm)
    return geo.compass_point(geo.bearing_deg(vent[0], vent[1], thickest.lat, thickest.lon))


def max_loading(pits):
    return max(p.loading for p in pits)
