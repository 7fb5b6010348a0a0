from datetime import date

import pytest

from tuition.terms import Term, academic_year, monday_of, term_for

from .helpers import AUTUMN, SPRING, SUMMER, TERMS


def test_monday_of():
    assert monday_of(date(2024, 9, 4)) == date(2024, 9, 2)
    assert monday_of(date(2024, 9, 2)) == date(2024, 9, 2)


def test_teaching_weeks_leave_out_half_term():
    assert AUTUMN.weeks == 13
    assert SPRING.weeks == 11
    assert SUMMER.weeks == 10


def test_half_term():
    assert AUTUMN.in_half_term(date(2024, 10, 28))
    assert not AUTUMN.in_half_term(date(2024, 11, 4))


def test_term_for():
    assert term_for(date(2024, 11, 20), TERMS) is AUTUMN
    assert term_for(date(2025, 7, 4), TERMS) is SUMMER
    with pytest.raises(LookupError):
        term_for(date(2024, 12, 25), TERMS)


def test_unknown_year():
    with pytest.raises(KeyError):
        academic_year(2030)


def test_term_cannot_end_before_it_starts():
    with pytest.raises(ValueError):
        Term("Bad", date(2025, 1, 7), date(2025, 1, 1), (date(2025, 1, 2), date(2025, 1, 3)))
