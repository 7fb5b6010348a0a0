from __future__ import annotations

import pytest

from snowgroomer.config import GroomerConfig, load_config
from snowgroomer.pistes import Piste, parse_pistes

# The ski area's file sets the machine's own figures and leaves the rest to the defaults.
AREA_TOML = """
[area]
name = "Glenmore"

[groomer]
speed_kmh = 6.0
tiller_width_m = 5.0
"""

SNOW_REPORT = """
# name          | colour | length | width | depth
Nursery Slope   | green  | 400    | 30    | 40
Reindeer Run    | blue   | 1500   | 20    | 35
Ptarmigan       | red    | 2200   | 15    | 60
Coire Cas       | red    | 1800   | 25    | 20
Fiacaill Ridge  | black  | 1200   | 10    | 80
"""


@pytest.fixture
def config() -> GroomerConfig:
    return load_config(AREA_TOML)


@pytest.fixture
def pistes() -> list[Piste]:
    return parse_pistes(SNOW_REPORT.splitlines())


@pytest.fixture
def by_name(pistes: list[Piste]) -> dict[str, Piste]:
    return {piste.name: piste for piste in pistes}
