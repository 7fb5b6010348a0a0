"""Plain-text tables for the annual report."""

from .model import Stake


def stake_table(stakes: dict[str, Stake], balances: dict[str, float]) -> str:
    """One line per stake, lowest first: id, elevation, balance in m w.e."""
    rows = sorted(balances, key=lambda sid: (stakes[sid].elevation_m, sid))
    lines = [f"{'stake':<6} {'elev':>6} {'b (m w.e.)':>11}"]
    for sid in rows:
        lines.append(f"{sid:<6} {stakes[sid].elevation_m:>6.0f} {balances[sid]:>+11.3f}")
    return "\n".join(lines)


def band_table(band_means: dict[float, float], width: float = 100.0) -> str:
    lines = [f"{'band (m)':<11} {'b (m w.e.)':>11}"]
    for band in sorted(band_means):
        label = f"{band:.0f}-{band + width:.0f}"
        lines.append(f"{label:<11} {band_means[band]:>+11.3f}")
    return "\n".join(lines)
