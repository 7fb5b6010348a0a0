"""Cross-dating: slide an undated sample along a dated chronology and score each position."""

from __future__ import annotations

from dataclasses import dataclass

from dendro.detrend import DEFAULT_WINDOW, ring_width_index
from dendro.series import RingSeries
from dendro.stats import glk, pearson, t_value

MIN_OVERLAP = 30


@dataclass(frozen=True)
class Match:
    """The sample's first ring dated to `first_year`, and how well it fits there."""

    first_year: int
    last_year: int
    overlap: int
    r: float
    t: float
    glk: float


def crossdate(
    sample: RingSeries,
    master: RingSeries,
    min_overlap: int = MIN_OVERLAP,
    window: int = DEFAULT_WINDOW,
) -> list[Match]:
    """Every position with at least `min_overlap` years in common, best t first.

    The sample's own dating (its first_year) is ignored; the master's values are taken
    as they are (a chronology is already an index).
    """
    if len(sample) < min_overlap:
        raise ValueError(f"{sample.ident}: {len(sample)} rings, fewer than the overlap of {min_overlap}")
    index = ring_width_index(sample.widths, window)
    matches = []
    for first in range(master.first_year - len(sample) + min_overlap, master.last_year - min_overlap + 2):
        start = max(first, master.first_year)
        end = min(first + len(sample) - 1, master.last_year)
        overlap = end - start + 1
        ours = index[start - first : end - first + 1]
        theirs = master.window(start, end)
        r = pearson(ours, theirs)
        matches.append(
            Match(first, first + len(sample) - 1, overlap, round(r, 4), round(t_value(r, overlap), 2), round(glk(ours, theirs), 3))
        )
    matches.sort(key=lambda m: (-m.t, m.first_year))
    return matches


def best_match(sample: RingSeries, master: RingSeries, min_overlap: int = MIN_OVERLAP) -> Match:
    matches = crossdate(sample, master, min_overlap)
    if not matches:
        raise ValueError(f"{sample.ident} cannot overlap {master.ident} by {min_overlap} years")
    return matches[0]
