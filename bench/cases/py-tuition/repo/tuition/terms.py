"""Term dates. A term is counted in teaching weeks, Monday to Friday,
leaving out the half-term holiday."""

from dataclasses import dataclass
from datetime import date, timedelta


def monday_of(day: date) -> date:
    return day - timedelta(days=day.weekday())


@dataclass(frozen=True)
class Term:
    name: str
    start: date
    end: date
    half_term: tuple  # (first day, last day) of the holiday

    def __post_init__(self):
        if self.end < self.start:
            raise ValueError(f"{self.name} ends before it starts")

    def __contains__(self, day: date) -> bool:
        return self.start <= day <= self.end

    def in_half_term(self, day: date) -> bool:
        return self.half_term[0] <= day <= self.half_term[1]

    def week_starts(self):
        """The Monday of every teaching week in the term."""
        week = monday_of(self.start)
        while week <= self.end:
            if not self.in_half_term(week):
                yield week
            week += timedelta(weeks=1)

    @property
    def weeks(self) -> int:
        return sum(1 for _ in self.week_starts())


def academic_year(start_year: int) -> list:
    """The school's three terms for the year starting in September of start_year
    (the 2024-25 dates; later years are published by the Bursar)."""
    if start_year != 2024:
        raise KeyError(f"no term dates for {start_year}-{start_year + 1}")
    return [
        Term("Autumn 2024", date(2024, 9, 4), date(2024, 12, 13),
             (date(2024, 10, 21), date(2024, 11, 1))),
        Term("Spring 2025", date(2025, 1, 7), date(2025, 3, 28),
             (date(2025, 2, 17), date(2025, 2, 21))),
        Term("Summer 2025", date(2025, 4, 22), date(2025, 7, 4),
             (date(2025, 5, 26), date(2025, 5, 30))),
    ]


def term_for(day: date, terms: list) -> Term:
    for term in terms:
        if day in term:
            return term
    raise LookupError(f"{day} is not in term time")
