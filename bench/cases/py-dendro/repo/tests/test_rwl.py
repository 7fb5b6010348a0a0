import pytest

from dendro.rwl import RwlError, format_rwl, read_rwl
from dendro.series import RingSeries

SAMPLE = """\
OAK01   1856   120   134    98   101
OAK01   1860    87   999
PIN7    1870   210   180   999
"""


def test_read_two_series():
    series = read_rwl(SAMPLE)
    assert list(series) == ["OAK01", "PIN7"]
    oak = series["OAK01"]
    assert oak.first_year == 1856
    assert oak.widths == [1.2, 1.34, 0.98, 1.01, 0.87]
    assert series["PIN7"].widths == [2.1, 1.8]


def test_format_starts_new_line_at_decade():
    text = format_rwl([RingSeries("OAK01", 1856, [1.2, 1.34, 0.98, 1.01, 0.87])])
    assert text == "OAK01   1856   120   134    98   101\nOAK01   1860    87   999\n"


def test_roundtrip(site):
    text = format_rwl(site)
    back = read_rwl(text)
    assert [s.ident for s in back.values()] == [s.ident for s in site]
    for original in site:
        assert back[original.ident].first_year == original.first_year
        assert back[original.ident].widths == pytest.approx(original.widths)


def test_missing_stop_marker():
    with pytest.raises(RwlError, match="no stop marker for OAK01"):
        read_rwl("OAK01   1856   120   134\n")


def test_gap_in_decades():
    with pytest.raises(RwlError, match="jumps to 1870"):
        read_rwl("OAK01   1856   120   134\nOAK01   1870    87   999\n")


def test_bad_value():
    with pytest.raises(RwlError, match="bad value"):
        read_rwl("OAK01   1856   120   1x4   999\n")
