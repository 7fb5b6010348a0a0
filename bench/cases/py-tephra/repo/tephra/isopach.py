"""Volume of a fall deposit from its isopachs by exponential thinning.

Pyle (1989): thickness falls off as T = T0 * exp(-k * sqrt(A)), A the area
enclosed by the isopach of thickness T. The fit of ln T against sqrt(A) gives
T0 and k, and the volume is V = 2 * T0 / k**2.
"""

import math
from dataclasses import dataclass

from .units import cm_to_m, km2_to_m2


@dataclass(frozen=True)
class Isopach:
    thickness_cm: float
    area_km2: float


@dataclass(frozen=True)
class Thinning:
    t0_m: float  # extrapolated thickness at the vent
    k: float  # per metre of sqrt(area)

    def thickness_at(self, area_m2):
        return self.t0_m * math.exp(-self.k * math.sqrt(area_m2))

    @property
    def half_distance_m(self):
        """sqrt(area) over which the deposit halves in thickness."""
        return math.log(2) / self.k


def read_isopachs(lines):
    out = []
    for line in lines:
        line = line.strip()
        if not line or line.startswith("thickness"):
            continue
        t, a = line.split(",")
        out.append(Isopach(float(t), float(a)))
    return out


def fit(isopachs):
    """Least-squares fit of ln T (m) against sqrt(A) (m)."""
    if len(isopachs) < 2:
        raise ValueError("need at least two isopachs")
    xs = [math.sqrt(km2_to_m2(i.area_km2)) for i in isopachs]
    ys = [math.log(cm_to_m(i.thickness_cm)) for i in isopachs]
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    slope = sxy / sxx
    if slope >= 0:
        raise ValueError("isopachs do not thin away from the vent")
    return Thinning(t0_m=math.exp(my - slope * mx), k=-slope)


def volume_m3(isopachs):
    th = fit(isopachs)
    return 2.0 * th.t0_m / th.k**2


def mass_kg(isopachs, density):
    return volume_m3(isopachs) * density
