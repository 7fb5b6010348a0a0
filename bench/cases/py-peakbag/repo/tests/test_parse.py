import datetime as dt

import pytest

from peakbag import Ascent, LogError, parse_entry, parse_gridref, parse_log


def test_six_figure_reference():
    assert parse_gridref("NS367028") == (236_700, 602_800)


def test_eight_and_ten_figure_references():
    assert parse_gridref("NN16637128") == (216_630, 771_280)
    assert parse_gridref("NN7137554770") == (271_375, 754_770)


def test_four_figure_reference_is_the_kilometre_square():
    assert parse_gridref("nn1671") == (216_000, 771_000)


@pytest.mark.parametrize("ref", ["NS36702", "N367028", "NS", "NS36A028"])
def test_bad_references(ref):
    with pytest.raises(ValueError):
        parse_gridref(ref)


def test_entry():
    assert parse_entry("2025-06-21  Ben Nevis  1345m  7h50  NN16637128") == Ascent(
        date=dt.date(2025, 6, 21),
        hill="Ben Nevis",
        height_m=1345,
        minutes=470,
        easting=216_630,
        northing=771_280,
    )


def test_hill_names_with_spaces_and_apostrophes():
    ascent = parse_entry("2026-08-02  Sgurr a' Mhaim  1099m  6h00  NN165667")
    assert ascent.hill == "Sgurr a' Mhaim"
    assert ascent.minutes == 360


def test_log_skips_comments_and_blanks(ascents):
    assert [a.hill for a in ascents] == [
        "Ben Lomond",
        "The Cobbler",
        "Ben Nevis",
        "Ben Lomond",
        "Schiehallion",
        "Tinto",
    ]


def test_same_summit_whatever_the_precision(ascents):
    six, eight = ascents[0], ascents[3]
    assert (six.easting, six.northing) == (eight.easting, eight.northing)


def test_bad_line_reports_its_number():
    with pytest.raises(LogError) as info:
        parse_log("# log\n2025-04-12  Ben Lomond  974m  5h20  NS367028\n2025-04-13 Ben Ledi 879 m\n")
    assert info.value.lineno == 3
