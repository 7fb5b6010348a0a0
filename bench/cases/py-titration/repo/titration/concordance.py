"""Concordant titres: the results a student may average."""

from .readings import Run

TOLERANCE_ML = 0.10


def concordant(titres: list[float], tolerance: float = TOLERANCE_ML) -> list[float]:
    """The largest set of titres that all lie within `tolerance` of each other (the lowest set on a tie)."""
    ordered = sorted(titres)
    best: list[float] = []
    for i, low in enumerate(ordered):
        group = [t for t in ordered[i:] if t - low <= tolerance + 1e-9]
        if len(group) > len(best):
            best = group
    return best


def mean_titre(runs: list[Run], tolerance: float = TOLERANCE_ML) -> float:
    """Mean of the concordant accurate titres; the rough run never counts."""
    accurate = [run.titre_ml for run in runs if not run.rough]
    chosen = concordant(accurate, tolerance)
    if len(chosen) < 2:
        raise ValueError(f"no two concordant titres among {accurate}")
    return round(sum(chosen) / len(chosen), 3)
