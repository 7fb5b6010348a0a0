"""What a booking costs: per guest and session, members paying less, groups rounded to whole cents."""

from __future__ import annotations

from saunabook.config import SaunaConfig


def guest_price(config: SaunaConfig, member: bool) -> int:
    if not member:
        return config.price_cents
    return config.price_cents * (100 - config.member_discount_percent) // 100


def booking_price(config: SaunaConfig, guests: int, members: int = 0) -> int:
    if members > guests:
        raise ValueError("more members than guests")
    return members * guest_price(config, True) + (guests - members) * guest_price(config, False)
