"""The survey summary printed by the command line."""

from . import isopach, pits, vei
from .units import format_volume


def summary(vent, pit_list, isopachs, density=1000.0):
    th = isopach.fit(isopachs)
    volume = isopach.volume_m3(isopachs)
    lines = [
        f"pits: {len(pit_list)}, dispersal axis {pits.dispersal_axis(vent, pit_list)}",
        f"max loading: {pits.max_loading(pit_list):.1f} kg/m2",
        f"thinning: T0 {th.t0_m * 100:.1f} cm, half-distance {th.half_distance_m / 1000:.2f} km",
        f"volume: {format_volume(volume)}, mass {isopach.mass_kg(isopachs, density):.3g} kg",
        vei.describe(volume),
    ]
    return "\n".join(lines)
