"""Bouldering league nights.

Each climber has a score card with one line per problem: the number of
attempts it took to reach the zone hold and to top out (0 when not reached).
Climbers rank by tops (more is better), then zones, then the total attempts
spent on their tops (fewer is better), then the attempts spent on their zones.
Climbers equal on all four share a place.
"""

from dataclasses import dataclass, field


class CardError(ValueError):
    pass


@dataclass
class Line:
    problem: str
    zone_at: int = 0  # attempt on which the zone was reached, 0 = never
    top_at: int = 0  # attempt on which the problem was topped, 0 = never

    def __post_init__(self):
        if self.zone_at < 0 or self.top_at < 0:
            raise CardError("attempts cannot be negative on %s" % self.problem)
        if self.top_at and not self.zone_at:
            # Topping out passes the zone hold.
            self.zone_at = self.top_at
        if self.top_at and self.zone_at > self.top_at:
            raise CardError("zone after the top on %s" % self.problem)

    @property
    def topped(self):
        return self.top_at > 0

    @property
    def zoned(self):
        return self.zone_at > 0


@dataclass
class Card:
    climber: str
    category: str = "open"
    lines: list = field(default_factory=list)

    def log(self, problem, zone_at=0, top_at=0):
        if any(line.problem == problem for line in self.lines):
            raise CardError("%s already logged for %s" % (problem, self.climber))
        self.lines.append(Line(problem, zone_at, top_at))

    @property
    def tops(self):
        return sum(1 for line in self.lines if line.topped)

    @property
    def zones(self):
        return sum(1 for line in self.lines if line.zoned)

    @property
    def top_attempts(self):
        return sum(line.top_at for line in self.lines if line.topped)

    @property
    def zone_attempts(self):
        return sum(line.zone_at for line in self.lines if line.zoned)

    def score(self):
        return (self.tops, self.zones, self.top_attempts, self.zone_attempts)

    def summary(self):
        return "%dT%dZ %d %d" % self.score()


def sort_key(card):
    tops, zones, top_attempts, zone_attempts = card.score()
    return (-tops, -zones, top_attempts, zone_attempts)


def rank(cards):
    """[(place, card)] best first; equal scores share a place and the next
    place skips (1, 2, 2, 4)."""
    ordered = sorted(cards, key=lambda c: (sort_key(c), c.climber))
    placed = []
    for index, card in enumerate(ordered):
        if placed and sort_key(placed[-1][1]) == sort_key(card):
            place = placed[-1][0]
        else:
            place = index + 1
        placed.append((place, card))
    return placed


def problem_stats(cards):
    """{problem: (tops, zones)} across all cards, in problem order."""
    stats = {}
    for card in cards:
        for line in card.lines:
            tops, zones = stats.get(line.problem, (0, 0))
            stats[line.problem] = (tops + line.topped, zones + line.zoned)
    return dict(sorted(stats.items()))
