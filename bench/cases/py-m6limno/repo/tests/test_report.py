from limno import parse_profile
from limno.report import render, summarize

from .casts import SUMMER, WINTER


def test_summer_summary():
    assert summarize(SUMMER) == [
        "Llyn Cerrig, 2026-08-14 (13 readings, 0.0-16.0 m)",
        "surface 21.4 °C, bottom 6.2 °C",
        "stratified: yes (density difference 2.03 kg/m3)",
        "mixed layer: 4.0 m",
        "thermocline: 4.5 m",
        "surface oxygen: 8.9 mg/L (104 % saturation)",
    ]


def test_winter_summary():
    assert summarize(WINTER)[2:] == [
        "stratified: no (density difference 0.00 kg/m3)",
        "mixed layer: none",
        "thermocline: none",
        "surface oxygen: 11.9 mg/L (94 % saturation)",
    ]


def test_no_oxygen_column():
    text = render(parse_profile("# lake: Pond\ndepth,temp\n0,15\n1,14.9\n"))
    assert text.endswith("thermocline: none\n")
    assert "oxygen" not in text
