"""The text summary of a cast."""

from __future__ import annotations

from .density import density_difference
from .oxygen import oxygen_readings, percent_saturation
from .profile import Profile
from .stratification import is_stratified, mixed_layer_depth, thermocline_depth


def _metres(value: float | None) -> str:
    return "none" if value is None else f"{value:.1f} m"


def summarize(profile: Profile) -> list[str]:
    lines = [
        f"{profile.lake}, {profile.date} ({len(profile.readings)} readings, "
        f"{profile.surface.depth:.1f}-{profile.max_depth:.1f} m)",
        f"surface {profile.surface.temp:.1f} °C, bottom {profile.bottom.temp:.1f} °C",
    ]
    difference = density_difference(profile.surface.temp, profile.bottom.temp)
    verdict = "yes" if is_stratified(profile) else "no"
    lines.append(f"stratified: {verdict} (density difference {difference:.2f} kg/m3)")
    lines.append(f"mixed layer: {_metres(mixed_layer_depth(profile))}")
    lines.append(f"thermocline: {_metres(thermocline_depth(profile))}")
    oxygen = oxygen_readings(profile)
    if oxygen:
        top = oxygen[0]
        sat = percent_saturation(top, profile.altitude)
        lines.append(f"surface oxygen: {top.do:.1f} mg/L ({sat:.0f} % saturation)")
    return lines


def render(profile: Profile) -> str:
    return "\n".join(summarize(profile)) + "\n"
