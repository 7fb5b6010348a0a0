"""Settlement of a ticket: dry bushels at the price less discounts and charges."""
from dataclasses import dataclass

from .grades import SAMPLE, grade_ticket
from .moisture import drying_charge, dry_bushels

# discount per bushel for each grade below No. 2
GRADE_DISCOUNTS = {1: 0.0, 2: 0.0, 3: 0.03, 4: 0.08, 5: 0.15, SAMPLE: 0.40}


@dataclass
class Settlement:
    ticket_number: int
    grower: str
    wet_bushels: float
    dry_bushels: float
    grade: object
    gross: float
    discount: float
    drying: float

    @property
    def net(self):
        return round(self.gross - self.discount - self.drying, 2)


def settle(ticket, price_per_bushel):
    crop_ = ticket.crop
    wet = ticket.wet_bushels
    target = 15.5
    dry = dry_bushels(wet, ticket.moisture, target, crop_.handling_shrink)
    grade_ = grade_ticket(ticket)
    gross = round(dry * price_per_bushel, 2)
    discount = round(dry * GRADE_DISCOUNTS[grade_], 2)
    drying = drying_charge(wet, ticket.moisture, target)
    return Settlement(ticket.number, ticket.grower, wet, dry, grade_, gross, discount, drying)


def settle_all(tickets, prices):
    """Settle each ticket at the price of its crop."""
    return [settle(t, prices[t.crop_name]) for t in tickets]
