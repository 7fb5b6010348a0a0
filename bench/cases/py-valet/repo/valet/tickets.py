"""Claim tickets and the key cabinet."""

from dataclasses import dataclass, field

from .vehicles import Vehicle


def check_digit(number):
    """Luhn check digit for a ticket serial, so a mistyped ticket is caught."""
    total = 0
    for i, ch in enumerate(reversed(str(number))):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10


def ticket_code(serial):
    return f"{serial:05d}{check_digit(serial)}"


def valid_code(code):
    if len(code) != 6 or not code.isdigit():
        return False
    return check_digit(int(code[:5])) == int(code[5])


@dataclass
class Ticket:
    code: str
    vehicle: Vehicle
    bay: str
    hook: int
    dropped_at: object
    resident: bool = False
    room: str = None
    collected_at: object = None
    charge_minutes: int = 0
    damage: list = field(default_factory=list)

    @property
    def open(self):
        return self.collected_at is None


class KeyCabinet:
    """Numbered hooks; a key goes on the lowest free hook."""

    def __init__(self, hooks):
        self.hooks = {n: None for n in range(1, hooks + 1)}

    def hang(self, code):
        for n, held in self.hooks.items():
            if held is None:
                self.hooks[n] = code
                return n
        raise RuntimeError("key cabinet is full")

    def take(self, hook):
        code = self.hooks.get(hook)
        if code is None:
            raise KeyError(hook)
        self.hooks[hook] = None
        return code

    def free_hooks(self):
        return sum(1 for held in self.hooks.values() if held is None)
