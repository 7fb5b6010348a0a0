"""A hill-walker's log of ascents."""

from peakbag.geo import distance_km, square_origin
from peakbag.hills import hill_class
from peakbag.parse import Ascent, LogError, parse_entry, parse_gridref, parse_log
from peakbag.stats import by_class, by_year, fastest, total_height

__all__ = [
    "Ascent",
    "LogError",
    "by_class",
    "by_year",
    "distance_km",
    "fastest",
    "hill_class",
    "parse_entry",
    "parse_gridref",
    "parse_log",
    "square_origin",
    "total_height",
]
