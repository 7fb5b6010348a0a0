"""From a rental to what the customer pays."""

from dataclasses import dataclass

from rentals.money import percent_of
from rentals.models import Rental
from rentals.tariffs import MEMBER_DISCOUNT_PERCENT, tariff_for

GRACE_MINUTES = 5
QUARTER = 15
DAY_MINUTES = 24 * 60


@dataclass(frozen=True)
class Charge:
    quarters: int
    gross: int
    discount: int

    @property
    def total(self) -> int:
        return self.gross - self.discount


def billable_quarters(minutes: int) -> int:
    """Started quarter hours, once the grace period is over; at least one."""
    if minutes <= GRACE_MINUTES:
        return 1
    return max(1, -(-(minutes - GRACE_MINUTES) // QUARTER))


def capped(minutes: int, per_quarter: int, day_cap: int) -> int:
    """Whole days at the cap, the rest by the quarter, never more than a day's cap."""
    days, rest = divmod(minutes, DAY_MINUTES)
    price = days * day_cap
    if rest or not days:
        price += min(billable_quarters(rest) * per_quarter, day_cap)
    return price


def charge_for(rental: Rental) -> Charge:
    tariff = tariff_for(rental.bike.kind)
    minutes = rental.minutes
    gross = capped(minutes, tariff.per_quarter, tariff.day_cap)
    discount = percent_of(gross, MEMBER_DISCOUNT_PERCENT) if rental.member else 0
    return Charge(quarters=billable_quarters(minutes % DAY_MINUTES), gross=gross, discount=discount)
