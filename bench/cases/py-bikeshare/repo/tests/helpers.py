from datetime import datetime, timedelta

from bikeshare.rides import Ride


def ride(rider: str, start: str, minutes: float, src: str = "A1", dst: str = "B2") -> Ride:
    """A ride starting at an ISO time and lasting `minutes` (fractions are seconds)."""
    begin = datetime.fromisoformat(start)
    return Ride(rider, begin, begin + timedelta(seconds=round(minutes * 60)), src, dst)
