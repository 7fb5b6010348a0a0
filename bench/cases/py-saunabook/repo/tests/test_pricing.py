import pytest

from saunabook.pricing import booking_price, guest_price


def test_member_discount(config):
    assert guest_price(config, member=False) == 1500
    assert guest_price(config, member=True) == 1125


def test_group(config):
    assert booking_price(config, guests=4, members=2) == 2 * 1500 + 2 * 1125


def test_more_members_than_guests(config):
    with pytest.raises(ValueError):
        booking_price(config, guests=1, members=2)
