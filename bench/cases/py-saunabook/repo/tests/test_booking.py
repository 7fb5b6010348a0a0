import pytest

from saunabook import BookingError


def test_book_and_price(booker):
    booking = booker.book("Aino", "16:35-17:50", guests=3, members=1)
    assert booking.price_cents == 1125 + 2 * 1500
    assert booker.free("16:35-17:50") == 3


def test_capacity(booker):
    booker.book("Aino", "15:00-16:15", guests=4)
    with pytest.raises(BookingError, match="only 2 places"):
        booker.book("Eero", "15:00-16:15", guests=3)


def test_unknown_session(booker):
    with pytest.raises(BookingError, match="no session"):
        booker.book("Aino", "15:30-16:45", guests=1)


def test_cancel(booker):
    booker.book("Aino", "19:45-21:00", guests=2)
    booker.cancel("Aino", "19:45-21:00")
    assert booker.free("19:45-21:00") == 6
    with pytest.raises(BookingError):
        booker.cancel("Aino", "19:45-21:00")
