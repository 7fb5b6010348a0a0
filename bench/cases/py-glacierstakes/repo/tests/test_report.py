from stakenet.balance import network_balance
from stakenet.profile import band_balances
from stakenet.report import band_table, stake_table

from conftest import HYDRO_YEAR


def test_stake_table(langfjord):
    stakes, readings = langfjord
    table = stake_table(stakes, network_balance(stakes, readings, *HYDRO_YEAR))
    assert table.splitlines() == [
        "stake    elev  b (m w.e.)",
        "L01      1480      -2.853",
        "L02      1565      -2.241",
        "L03      1640      -1.503",
        "L04      1735      -0.248",
        "L05      1790      +0.248",
        "L06      1880      +0.824",
    ]


def test_band_table():
    assert band_table({1700.0: 0.0, 1600.0: -1.5}).splitlines() == [
        "band (m)     b (m w.e.)",
        "1600-1700        -1.500",
        "1700-1800        +0.000",
    ]
