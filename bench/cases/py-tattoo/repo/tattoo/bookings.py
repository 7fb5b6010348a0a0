"""Planning the sessions for a piece.

A piece longer than the artist's longest session is split into sessions,
and each session after the first waits for the skin to heal.
"""

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from .artists import Artist
from .quotes import Quote

HEALING_DAYS = 21


@dataclass(frozen=True)
class Session:
    day: date
    hours: Decimal


def split_hours(hours: Decimal, max_session: Decimal) -> list:
    """Session lengths: as many full sessions as fit, then the rest."""
    if hours <= 0:
        raise ValueError("nothing to book")
    if max_session <= 0:
        raise ValueError("sessions must have a length")
    lengths = []
    left = Decimal(hours)
    while left > max_session:
        lengths.append(Decimal(max_session))
        left -= max_session
    lengths.append(left)
    return lengths


def next_working_day(artist: Artist, day: date) -> date:
    for _ in range(7):
        if artist.works_on(day):
            return day
        day += timedelta(days=1)
    raise ValueError(f"{artist.name} has no working days")


def plan_sessions(quote: Quote, first_day: date, healing_days: int = HEALING_DAYS) -> list:
    artist = quote.artist
    day = next_working_day(artist, first_day)
    sessions = []
    for hours in split_hours(quote.hours, artist.max_session_hours):
        sessions.append(Session(day, hours))
        day = next_working_day(artist, day + timedelta(days=healing_days))
    return sessions


def last_day(sessions: list) -> date:
    return max(s.day for s in sessions)
