"""Tree-ring dating: ring-width series, Tucson files, chronologies and cross-dating."""

from dendro.chronology import build_chronology
from dendro.crossdate import Match, best_match, crossdate
from dendro.rwl import format_rwl, read_rwl
from dendro.series import RingSeries

__all__ = [
    "Match",
    "RingSeries",
    "best_match",
    "build_chronology",
    "crossdate",
    "format_rwl",
    "read_rwl",
]
