from datetime import date

from sporehouse.schedule import flush_dates, fruiting_from, spent_on
from sporehouse.strains import strain


def test_fruiting_after_colonisation(inoculated):
    assert fruiting_from(strain("POS"), inoculated) == date(2026, 11, 19)


def test_flushes_and_spent(inoculated):
    assert flush_dates(strain("LMN"), inoculated) == [date(2026, 11, 23), date(2026, 12, 7)]
    assert spent_on(strain("LMN"), inoculated) == date(2026, 12, 8)
