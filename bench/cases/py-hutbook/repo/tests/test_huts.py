from datetime import date

import pytest

from hutbook import FullError, Hut


def test_a_booking_is_priced_and_takes_its_bunks():
    hut = Hut("Corrie Hut", 12)
    booking = hut.book("Ayrshire MC", date(2026, 7, 10), date(2026, 7, 13), 4)
    assert booking.price_cents == 4 * (3 * 3800 + 2 * 300)
    assert hut.free(date(2026, 7, 12)) == 8
    assert hut.free(date(2026, 7, 13)) == 12


def test_full_nights_are_refused():
    hut = Hut("Corrie Hut", 6)
    hut.book("Ayrshire MC", date(2026, 7, 10), date(2026, 7, 12), 4)
    with pytest.raises(FullError, match="2026-07-11"):
        hut.book("Fife Ramblers", date(2026, 7, 11), date(2026, 7, 14), 3)
    assert hut.book("Fife Ramblers", date(2026, 7, 12), date(2026, 7, 14), 3).bunks == 3


def test_members_pay_less():
    hut = Hut("Lochan Bothy", 8)
    booking = hut.book("J. Reid", date(2026, 9, 14), date(2026, 9, 18), 1, member=True)
    # Monday and Tuesday nights in summer, Wednesday and Thursday in autumn
    assert booking.price_cents == (2 * 3800 + 2 * 2600) * 60 // 100
