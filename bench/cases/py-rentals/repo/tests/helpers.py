from datetime import datetime, timedelta

from rentals.models import Bike, Rental

OPEN = datetime(2026, 6, 1, 9, 0)


def rental(kind: str, minutes: int, member: bool = False, number: str = "B-01") -> Rental:
    return Rental(Bike(number, kind), OPEN, OPEN + timedelta(minutes=minutes), member)
