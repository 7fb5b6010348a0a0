"""Round-robin fixture lists and match dates."""

import datetime

BYE = None


def round_robin(teams):
    """Rounds of a single round robin by the circle method.

    The first team stays put and the others rotate one place each round.
    With an odd number of teams one side sits out each round (paired with
    ``BYE``, and the bye is left out of the round). Home and away alternate
    for the fixed team so that nobody is at home every week.
    """
    slots = list(teams)
    if len(slots) < 2:
        return []
    if len(slots) % 2:
        slots.append(BYE)
    n = len(slots)
    rounds = []
    for r in range(n - 1):
        pairs = []
        for i in range(n // 2):
            a, b = slots[i], slots[n - 1 - i]
            if a is BYE or b is BYE:
                continue
            if i == 0 and r % 2 == 1:
                a, b = b, a
            pairs.append((a, b))
        rounds.append(pairs)
        slots = [slots[0]] + [slots[-1]] + slots[1:-1]
    return rounds


def double_round_robin(teams):
    """Both halves of a season: the second half repeats the first with
    home and away swapped."""
    first = round_robin(teams)
    second = [[(away, home) for home, away in rnd] for rnd in first]
    return first + second


def match_dates(rounds, start, every_days=7, skip=()):
    """Give each round a date, starting at ``start`` and every
    ``every_days`` after, moving past any date in ``skip``."""
    skip = set(skip)
    dated = []
    day = start
    for rnd in rounds:
        while day in skip:
            day += datetime.timedelta(days=every_days)
        dated.append((day, rnd))
        day += datetime.timedelta(days=every_days)
    return dated


def home_counts(rounds):
    counts = {}
    for rnd in rounds:
        for home, away in rnd:
            counts[home] = counts.get(home, 0) + 1
            counts.setdefault(away, 0)
    return counts
