"""Scale tickets written at the inbound scale."""
from dataclasses import dataclass, field

from .crops import bushels, crop


@dataclass
class Ticket:
    number: int
    grower: str
    crop_name: str
    gross_lbs: int
    tare_lbs: int
    moisture: float
    test_weight: float
    damage: float = 0.0
    foreign_material: float = 0.0
    notes: list = field(default_factory=list)

    def __post_init__(self):
        if self.tare_lbs > self.gross_lbs:
            raise ValueError(f"ticket {self.number}: tare above gross")
        if not 0 <= self.moisture < 100:
            raise ValueError(f"ticket {self.number}: moisture out of range")

    @property
    def crop(self):
        return crop(self.crop_name)

    @property
    def net_lbs(self):
        return self.gross_lbs - self.tare_lbs

    @property
    def wet_bushels(self):
        return bushels(self.net_lbs, self.crop)


class TicketBook:
    """Tickets in the order they were weighed, numbered from `first`."""

    def __init__(self, first=1):
        self._next = first
        self.tickets = []

    def weigh(self, grower, crop_name, gross_lbs, tare_lbs, moisture, test_weight, **kw):
        ticket = Ticket(self._next, grower, crop_name, gross_lbs, tare_lbs, moisture, test_weight, **kw)
        self.tickets.append(ticket)
        self._next += 1
        return ticket

    def for_grower(self, grower):
        return [t for t in self.tickets if t.grower == grower]

    def total_wet_bushels(self, grower=None, crop_name=None):
        total = 0.0
        for t in self.tickets:
            if grower is not None and t.grower != grower:
                continue
            if crop_name is not None and t.crop_name != crop_name:
                continue
            total += t.wet_bushels
        return round(total, 2)
