from datetime import date

from hutbook.rates import rate_on, season_table


def test_a_year_has_four_seasons_in_order():
    table = season_table(2027)
    assert [s.name for s in table] == ["winter", "spring", "summer", "autumn"]
    assert season_table(2027) is table


def test_season_edges():
    assert rate_on(date(2026, 6, 14)).name == "spring"
    assert rate_on(date(2026, 6, 15)).name == "summer"
    assert rate_on(date(2026, 12, 31)).nightly_cents == 2600


def test_seasons_cover_the_year_without_gaps():
    table = season_table(2028)
    assert table[0].start == date(2028, 1, 1)
    assert table[-1].end == date(2028, 12, 31)
    for before, after in zip(table, table[1:]):
        assert (after.start - before.end).days == 1
