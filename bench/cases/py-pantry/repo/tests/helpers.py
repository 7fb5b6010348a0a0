from datetime import date

from pantry import Batch, Pantry


def stocked() -> Pantry:
    """A week's pantry: two bags of rice, oil, eggs."""
    p = Pantry()
    p.add(Batch("rice", 1000, "g", date(2025, 6, 1)))
    p.add(Batch("oil", 750, "ml", date(2025, 9, 30)))
    p.add(Batch("rice", 500, "g", date(2025, 2, 1)))
    p.add(Batch("eggs", 10, "pcs", date(2025, 1, 20)))
    return p


STAPLES = {"rice": 800, "oil": 250, "eggs": 6, "flour": 500}
