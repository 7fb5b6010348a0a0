"""Deposits: taken at booking, kept on late cancellation, taken off the bill."""

from datetime import datetime, timedelta
from decimal import Decimal

from .money import money, round_up_to
from .quotes import Quote

MIN_DEPOSIT = Decimal(50)
DEPOSIT_PERCENT = Decimal(20)
NOTICE = timedelta(hours=48)
DEPOSIT_STEP = Decimal(5)


def deposit_for(quote: Quote) -> Decimal:
    """A fifth of the quote, at least £50, never more than the quote."""
    share = round_up_to(quote.price * DEPOSIT_PERCENT / 100, DEPOSIT_STEP)
    return money(min(quote.price, max(MIN_DEPOSIT, share)))


def refund_on_cancel(deposit: Decimal, appointment: datetime, cancelled_at: datetime) -> Decimal:
    """The whole deposit back with 48 hours' notice, nothing after that."""
    if cancelled_at > appointment:
        raise ValueError("cannot cancel an appointment that has passed")
    if appointment - cancelled_at >= NOTICE:
        return money(deposit)
    return money(0)
