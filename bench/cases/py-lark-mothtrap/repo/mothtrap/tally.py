"""Season figures over many nights."""

from .species import lookup


def add_counts(into, counts):
    """Add the counts of one catch into a running tally; returns the tally."""
    for code, n in counts.items():
        into[code] = into.get(code, 0) + n
    return into


def season_totals(nights):
    """Individuals of each species over all the nights."""
    totals = {}
    for night in nights:
        add_counts(totals, night.catches)
    return totals


def richness(nights):
    """The number of species recorded at least once."""
    return len({code for night in nights for code, n in night.catches.items() if n})


def first_seen(nights):
    """The first date each species was caught (nights need not be in order)."""
    first = {}
    for night in nights:
        for code, n in night.catches.items():
            if n and (code not in first or night.date < first[code]):
                first[code] = night.date
    return first


def top_species(nights, limit=3):
    """The most numerous species as (name, count), ties by checklist code."""
    totals = season_totals(nights)
    ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    return [(lookup(code).name, n) for code, n in ranked[:limit]]
