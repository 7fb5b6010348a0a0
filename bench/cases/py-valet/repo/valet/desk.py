"""The valet desk: drop-offs, retrieval requests and collections."""

from datetime import timedelta

from .garage import Garage
from .tariff import STANDARD, stay_charge
from .tickets import KeyCabinet, Ticket, ticket_code, valid_code
from .vehicles import Vehicle

# Minutes for a runner to fetch a car, by garage level.
FETCH_MINUTES = {0: 4, -1: 6, -2: 8, -3: 10}


class Desk:
    def __init__(self, garage, hooks=60, tariff=STANDARD, runners=2):
        self.garage = garage
        self.cabinet = KeyCabinet(hooks)
        self.tariff = tariff
        self.runners = runners
        self.tickets = {}
        self.requests = []  # (ready_by, code)
        self._serial = 0

    def drop_off(self, plate, when, size="standard", electric=False, room=None):
        vehicle = Vehicle(plate, size=size, electric=electric)
        bay = self.garage.park(vehicle)
        self._serial += 1
        code = ticket_code(self._serial)
        hook = self.cabinet.hang(code)
        ticket = Ticket(
            code=code,
            vehicle=vehicle,
            bay=bay.code,
            hook=hook,
            dropped_at=when,
            resident=room is not None,
            room=room,
        )
        self.tickets[code] = ticket
        return ticket

    def ticket(self, code):
        if not valid_code(code):
            raise ValueError(f"ticket {code} fails its check digit")
        try:
            return self.tickets[code]
        except KeyError:
            raise KeyError(f"no ticket {code}") from None

    def fetch_minutes(self, ticket):
        level = self.garage.bay(ticket.bay).level
        return FETCH_MINUTES.get(level, 12)

    def request(self, code, when):
        """Queue a car for collection; returns when it should be at the door."""
        ticket = self.ticket(code)
        if not ticket.open:
            raise ValueError(f"ticket {code} already collected")
        busy = sorted(ready for ready, _ in self.requests if ready > when)
        start = when
        if len(busy) >= self.runners:
            start = busy[len(busy) - self.runners]
        ready = start + timedelta(minutes=self.fetch_minutes(ticket))
        self.requests.append((ready, code))
        return ready

    def collect(self, code, when):
        ticket = self.ticket(code)
        if not ticket.open:
            raise ValueError(f"ticket {code} already collected")
        ticket.collected_at = when
        self.cabinet.take(ticket.hook)
        self.garage.release(ticket.vehicle.plate)
        self.requests = [(r, c) for r, c in self.requests if c != code]
        return stay_charge(
            ticket.dropped_at,
            when,
            resident=ticket.resident,
            charge_minutes=ticket.charge_minutes,
            tariff=self.tariff,
        )

    def open_tickets(self):
        return [t for t in self.tickets.values() if t.open]


def standard_garage():
    """The hotel's own garage: a ground level and two basements."""
    bays = []
    from .garage import Bay

    for i in range(1, 5):
        bays.append(Bay(f"G{i}", 0, "ground", distance=5 * i))
    for i in range(1, 9):
        bays.append(Bay(f"B1-{i:02d}", -1, "standard" if i > 2 else "compact",
                        charger=i in (7, 8), distance=4 * i))
    for i in range(1, 13):
        bays.append(Bay(f"B2-{i:02d}", -2, "standard", distance=4 * i))
    return Garage(bays)
