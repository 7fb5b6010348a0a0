from datetime import date, datetime

import pytest

from climbgym import members
from climbgym.members import Ledger, Member, MembershipError


def test_age_on():
    assert members.age_on(date(2007, 6, 15), date(2025, 6, 14)) == 17
    assert members.age_on(date(2007, 6, 15), date(2025, 6, 15)) == 18
    assert members.age_on(date(2000, 2, 29), date(2025, 2, 28)) == 24


def test_category_for():
    day = date(2025, 6, 14)
    assert members.category_for(date(2010, 1, 1), day) == "junior"
    assert members.category_for(date(2010, 1, 1), day, student=True) == "junior"
    assert members.category_for(date(1990, 1, 1), day) == "adult"
    assert members.category_for(date(2004, 1, 1), day, student=True) == "concession"
    assert members.category_for(date(1960, 6, 14), day) == "concession"


def test_is_peak():
    assert not members.is_peak(datetime(2025, 6, 16, 10, 0))  # Monday morning
    assert not members.is_peak(datetime(2025, 6, 16, 16, 59))
    assert members.is_peak(datetime(2025, 6, 16, 17, 0))
    assert members.is_peak(datetime(2025, 6, 14, 10, 0))  # Saturday
    assert members.is_peak(datetime(2025, 6, 15, 9, 30))  # Sunday


def test_unknown_plan():
    with pytest.raises(MembershipError):
        Member("m1", "Ada", date(1990, 1, 1), plan="annual")


@pytest.mark.parametrize(
    "born, student, at, price",
    [
        (date(1990, 1, 1), False, datetime(2025, 6, 16, 11, 0), 1100),
        (date(1990, 1, 1), False, datetime(2025, 6, 16, 18, 30), 1400),
        (date(1990, 1, 1), False, datetime(2025, 6, 14, 11, 0), 1400),
        (date(2003, 5, 5), True, datetime(2025, 6, 14, 11, 0), 1100),
        (date(2012, 3, 3), False, datetime(2025, 6, 16, 11, 0), 600),
        (date(2012, 3, 3), False, datetime(2025, 6, 15, 15, 0), 900),
    ],
)
def test_visit_price(born, student, at, price):
    assert members.visit_price(Member("m", "X", born, student=student), at) == price


def test_members_on_plans_pay_nothing_at_the_desk():
    at = datetime(2025, 6, 14, 11, 0)
    assert members.visit_price(Member("m", "X", date(1990, 1, 1), plan="monthly"), at) == 0
    assert members.visit_price(Member("m", "X", date(1990, 1, 1), plan="punch"), at) == 0


def test_punch_card_price():
    assert members.punch_card_price("adult") == 12600
    assert members.punch_card_price("junior") == 8100


@pytest.fixture
def ledger():
    led = Ledger()
    led.join(Member("m1", "Ada", date(1990, 1, 1)))
    led.join(Member("m2", "Bo", date(2012, 3, 3)))
    led.join(Member("m3", "Cy", date(1985, 8, 8), plan="monthly"))
    led.join(Member("m4", "Di", date(2003, 5, 5), student=True))
    return led


def test_join_twice(ledger):
    with pytest.raises(MembershipError):
        ledger.join(Member("m1", "Ada", date(1990, 1, 1)))


def test_check_in_unknown(ledger):
    with pytest.raises(MembershipError):
        ledger.check_in("m9", datetime(2025, 6, 16, 10, 0))


def test_check_in_with_extras(ledger):
    visit = ledger.check_in("m1", datetime(2025, 6, 16, 18, 0), shoes=True, chalk=True)
    assert (visit.entry, visit.extras, visit.total) == (1400, 700, 2100)
    assert visit.category == "adult"
    assert visit.peak


def test_punch_card(ledger):
    assert ledger.sell_punch_card("m4", date(2025, 6, 1)) == 9900
    for _ in range(10):
        assert ledger.check_in("m4", datetime(2025, 6, 16, 12, 0)).entry == 0
    with pytest.raises(MembershipError, match="no visits left"):
        ledger.check_in("m4", datetime(2025, 6, 16, 12, 0))


def test_saturday_takings(ledger):
    day = datetime(2025, 6, 14, 0, 0)
    ledger.check_in("m1", day.replace(hour=10), shoes=True)
    ledger.check_in("m2", day.replace(hour=10, minute=5))
    ledger.check_in("m3", day.replace(hour=14))
    ledger.check_in("m4", day.replace(hour=19), chalk=True)
    assert ledger.takings(day.date()) == 1400 + 450 + 900 + 0 + 1100 + 250
    assert ledger.by_category(day.date()) == {"adult": 2, "concession": 1, "junior": 1}
    assert ledger.peak_split(day.date()) == (4, 0)


def test_weekday_split(ledger):
    day = datetime(2025, 6, 16, 0, 0)
    ledger.check_in("m1", day.replace(hour=12))
    ledger.check_in("m2", day.replace(hour=16, minute=30))
    ledger.check_in("m4", day.replace(hour=17))
    assert ledger.peak_split(day.date()) == (1, 2)
    assert ledger.takings(day.date()) == 1100 + 600 + 1100
