from tephra import report

from .conftest import VENT


def test_summary(pit_list, isopachs):
    text = report.summary(VENT, pit_list, isopachs, density=1000.0)
    assert text.splitlines() == [
        "pits: 4, dispersal axis NE",
        "max loading: 462.0 kg/m2",
        "thinning: T0 101.6 cm, half-distance 3.00 km",
        "volume: 0.0381 km3, mass 3.81e+10 kg",
        "VEI 3 (severe)",
    ]
