"""Stakes and the readings taken at them."""

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Stake:
    """An ablation stake drilled into the glacier."""

    stake_id: str
    elevation_m: float
    surface: str = "ice"  # "ice" or "firn": what the stake is drilled into


@dataclass(frozen=True)
class Reading:
    """One visit to a stake.

    exposure_cm is the length of stake above the ice (or firn) surface, measured
    after digging away any snow; snow_depth_cm and snow_density (kg m-3) describe
    the snow lying on that surface, 0 when the surface is bare.
    """

    stake_id: str
    day: date
    exposure_cm: float
    snow_depth_cm: float = 0.0
    snow_density: float = 0.0

    def snow_we(self) -> float:
        """Snow on the surface, in m w.e."""
        if self.snow_depth_cm == 0:
            return 0.0
        return self.snow_depth_cm / 100.0 * self.snow_density / 1000.0
