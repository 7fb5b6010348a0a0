"""Members, entry prices and the visit ledger at the front desk.

Prices are in pence. A pay-as-you-go visit costs the category's peak price,
less the off-peak discount outside peak times. Monthly members pay nothing at
the desk. A punch card holds ten visits for the price of nine peak visits and
can be used at any time.
"""

from dataclasses import dataclass
from datetime import time

PEAK_PRICES = {"adult": 1400, "concession": 1100, "junior": 900}
OFF_PEAK_DISCOUNT = 300
PUNCH_CARD_VISITS = 10
SHOE_HIRE = 450
CHALK_BALL = 250

PEAK_START = time(17, 0)
JUNIOR_UNTIL = 18
SENIOR_FROM = 65

PLANS = ("payg", "monthly", "punch")


class MembershipError(Exception):
    pass


def age_on(born, day):
    years = day.year - born.year
    if (day.month, day.day) < (born.month, born.day):
        years -= 1
    return years


def category_for(born, day, student=False):
    age = age_on(born, day)
    if age < JUNIOR_UNTIL:
        return "junior"
    if student or age >= SENIOR_FROM:
        return "concession"
    return "adult"


def is_peak(at):
    """Weekends all day, weekday evenings from 17:00."""
    if at.weekday() in (5, 6):
        return True
    return at.time() >= PEAK_START


@dataclass
class Member:
    member_id: str
    name: str
    born: object  # datetime.date
    plan: str = "payg"
    student: bool = False
    visits_left: int = 0

    def __post_init__(self):
        if self.plan not in PLANS:
            raise MembershipError("unknown plan %r" % self.plan)

    def category(self, day):
        return category_for(self.born, day, self.student)


def visit_price(member, at):
    """What a member pays at the desk for one visit starting at `at`."""
    if member.plan in ("monthly", "punch"):
        return 0
    price = PEAK_PRICES[member.category(at.date())]
    if not is_peak(at):
        price -= OFF_PEAK_DISCOUNT
    return price


def punch_card_price(category):
    return PEAK_PRICES[category] * (PUNCH_CARD_VISITS - 1)


@dataclass
class Visit:
    member_id: str
    at: object  # datetime.datetime
    category: str
    entry: int
    extras: int

    @property
    def total(self):
        return self.entry + self.extras

    @property
    def peak(self):
        return is_peak(self.at)


class Ledger:
    def __init__(self):
        self.members = {}
        self.visits = []

    def join(self, member):
        if member.member_id in self.members:
            raise MembershipError("%s is already a member" % member.member_id)
        self.members[member.member_id] = member

    def sell_punch_card(self, member_id, day):
        member = self.members[member_id]
        member.plan = "punch"
        member.visits_left += PUNCH_CARD_VISITS
        return punch_card_price(member.category(day))

    def check_in(self, member_id, at, shoes=False, chalk=False):
        member = self.members.get(member_id)
        if member is None:
            raise MembershipError("no member %s" % member_id)
        if member.plan == "punch":
            if member.visits_left <= 0:
                raise MembershipError("%s has no visits left on the card" % member_id)
            member.visits_left -= 1
        extras = (SHOE_HIRE if shoes else 0) + (CHALK_BALL if chalk else 0)
        visit = Visit(member_id, at, member.category(at.date()), visit_price(member, at), extras)
        self.visits.append(visit)
        return visit

    def on_day(self, day):
        return [v for v in self.visits if v.at.date() == day]

    def takings(self, day):
        return sum(v.total for v in self.on_day(day))

    def by_category(self, day):
        counts = {}
        for visit in self.on_day(day):
            counts[visit.category] = counts.get(visit.category, 0) + 1
        return dict(sorted(counts.items()))

    def peak_split(self, day):
        visits = self.on_day(day)
        peak = sum(1 for v in visits if v.peak)
        return peak, len(visits) - peak
