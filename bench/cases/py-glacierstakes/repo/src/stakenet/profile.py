"""Balance by elevation band and over the whole glacier."""

from collections import defaultdict

from .model import Stake


def band_of(elevation_m: float, width: float) -> float:
    """Lower bound of the elevation band holding elevation_m."""
    return (elevation_m // width) * width


def band_balances(
    stakes: dict[str, Stake], balances: dict[str, float], width: float = 100.0
) -> dict[float, float]:
    """Mean point balance of the stakes in each elevation band, keyed by the band's lower bound."""
    grouped: dict[float, list[float]] = defaultdict(list)
    for stake_id, value in balances.items():
        grouped[band_of(stakes[stake_id].elevation_m, width)].append(value)
    return {band: round(sum(vals) / len(vals), 3) for band, vals in sorted(grouped.items())}


def glacier_wide_balance(band_means: dict[float, float], band_areas_km2: dict[float, float]) -> float:
    """Area-weighted mean of the band balances, in m w.e.

    Every band with an area must have a measured balance; bands without area
    (e.g. a stake on a nunatak margin) are ignored.
    """
    missing = sorted(band for band in band_areas_km2 if band not in band_means)
    if missing:
        raise ValueError(f"no stake balance for bands {missing}")
    total_area = sum(band_areas_km2.values())
    if total_area <= 0:
        raise ValueError("glacier area must be positive")
    weighted = sum(band_means[band] * area for band, area in band_areas_km2.items())
    return round(weighted / total_area, 3)
