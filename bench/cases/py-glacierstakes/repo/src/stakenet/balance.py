"""Point mass balance at stakes, for one season or over a whole network."""

from datetime import date
from typing import Iterable

from .model import Reading, Stake
from .units import cm_to_m, surface_density, water_equivalent


def point_balance(stake: Stake, start: Reading, end: Reading) -> float:
    """Mass balance at a stake between two readings, in m w.e.

    The surface drops by however much more stake is exposed (converted with the
    density of what the stake stands in), and the change in snow lying on the
    surface is added.
    """
    if start.stake_id != stake.stake_id or end.stake_id != stake.stake_id:
        raise ValueError(f"readings do not belong to stake {stake.stake_id}")
    if end.day <= start.day:
        raise ValueError(f"stake {stake.stake_id}: end reading {end.day} is not after {start.day}")
    surface_change_m = -cm_to_m(end.exposure_cm - start.exposure_cm)
    density = surface_density(stake.surface)
    return water_equivalent(surface_change_m, density) + end.snow_we() - start.snow_we()


def readings_between(readings: Iterable[Reading], stake_id: str, start: date, end: date) -> list[Reading]:
    """The stake's readings taken on or between start and end, oldest first."""
    chosen = [r for r in readings if r.stake_id == stake_id and start <= r.day <= end]
    return sorted(chosen, key=lambda r: r.day)


def season_balance(stake: Stake, readings: Iterable[Reading], start: date, end: date) -> float:
    """Balance from the first to the last reading of the stake within [start, end]."""
    chosen = readings_between(readings, stake.stake_id, start, end)
    if len(chosen) < 2:
        raise ValueError(
            f"stake {stake.stake_id}: need two readings between {start} and {end}, found {len(chosen)}"
        )
    return point_balance(stake, chosen[0], chosen[-1])


def network_balance(
    stakes: dict[str, Stake], readings: list[Reading], start: date, end: date
) -> dict[str, float]:
    """Season balance of every stake, in m w.e., rounded to millimetres."""
    return {
        stake_id: round(season_balance(stake, readings, start, end), 3)
        for stake_id, stake in sorted(stakes.items())
    }
