"""The first three weeks of the Valley Volleyball League's women's division."""

import datetime

from volleyball.league import League
from volleyball.match import Match

TEAMS = ["Harbour Hawks", "Millbrook", "Northgate Spikers", "Riverside"]

RESULTS = [
    ("Harbour Hawks", "Millbrook", "25-20 22-25 25-23 19-25 15-12", datetime.date(2024, 9, 14)),
    ("Northgate Spikers", "Riverside", "25-23 25-20 21-25 26-24", datetime.date(2024, 9, 14)),
    ("Harbour Hawks", "Northgate Spikers", "23-25 25-18 25-21 20-25 15-13", datetime.date(2024, 9, 21)),
    ("Millbrook", "Riverside", "25-21 23-25 25-16 25-18", datetime.date(2024, 9, 21)),
    ("Riverside", "Harbour Hawks", "25-22 18-25 25-27 25-19 10-15", datetime.date(2024, 9, 28)),
    ("Millbrook", "Northgate Spikers", "25-17 25-19 25-21", datetime.date(2024, 9, 28)),
]


def season(rules=None):
    league = League("Valley League Women's Division 1", list(TEAMS)) if rules is None else League(
        "Valley League Women's Division 1", list(TEAMS), rules
    )
    for home, away, sets, day in RESULTS:
        league.record(Match.parse(home, away, sets, played_on=day))
    return league
