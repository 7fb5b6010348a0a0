from datetime import date, datetime

from climbgym import report
from climbgym.comp import Card
from climbgym.members import Ledger, Member
from climbgym.routes import Gym, Route, Wall


def test_pounds():
    assert report.pounds(0) == "£0.00"
    assert report.pounds(1405) == "£14.05"
    assert report.pounds(-250) == "-£2.50"


def test_day_sheet():
    ledger = Ledger()
    ledger.join(Member("m1", "Ada", date(1990, 1, 1)))
    ledger.join(Member("m2", "Bo", date(2012, 3, 3)))
    ledger.join(Member("m3", "Cy", date(1985, 8, 8), plan="monthly"))
    saturday = datetime(2025, 6, 14)
    ledger.check_in("m1", saturday.replace(hour=10), shoes=True)
    ledger.check_in("m2", saturday.replace(hour=11))
    ledger.check_in("m3", saturday.replace(hour=18))
    assert report.day_sheet(ledger, saturday.date()) == "\n".join(
        [
            "Day sheet 2025-06-14",
            "Visits: 3 (peak 3, off-peak 0)",
            "  adult        2",
            "  junior       1",
            "Entry:  £23.00",
            "Extras: £4.50",
            "Total:  £27.50",
            "Off-peak discounts given: 0 (£0.00)",
        ]
    )


def test_day_sheet_weekday():
    ledger = Ledger()
    ledger.join(Member("m1", "Ada", date(1990, 1, 1)))
    ledger.join(Member("m2", "Bo", date(2012, 3, 3)))
    monday = datetime(2025, 6, 16)
    ledger.check_in("m1", monday.replace(hour=10))
    ledger.check_in("m2", monday.replace(hour=17, minute=15), chalk=True)
    assert report.day_sheet(ledger, monday.date()).splitlines()[1:] == [
        "Visits: 2 (peak 1, off-peak 1)",
        "  adult        1",
        "  junior       1",
        "Entry:  £20.00",
        "Extras: £2.50",
        "Total:  £22.50",
        "Off-peak discounts given: 1 (£3.00)",
    ]


def test_reset_sheet():
    gym = Gym()
    gym.add_wall(Wall("cave", "boulder", capacity=4, reset_weeks=4))
    gym.add_wall(Wall("slab", "boulder", capacity=4, reset_weeks=8))
    gym.set_route(Route("C1", "cave", "V2", "yellow", "Ines", date(2025, 5, 1)))
    gym.set_route(Route("C2", "cave", "V7", "red", "Ines", date(2025, 5, 20)))
    gym.set_route(Route("S1", "slab", "V0", "green", "Tom", date(2025, 6, 1)))
    assert report.reset_sheet(gym, date(2025, 6, 2)) == "\n".join(
        [
            "Walls due for reset on 2025-06-02:",
            "  cave: 2 problems, oldest C1 (32 days)",
            "    no intermediate, elite",
        ]
    )
    assert report.reset_sheet(gym, date(2025, 5, 2)).splitlines()[1] == "  none"


def test_league_table():
    ada = Card("Ada")
    ada.log("P1", 1, 1)
    bo = Card("Bo")
    bo.log("P1", 1, 2)
    bo.log("P2", 1, 0)
    assert report.league_table([ada, bo]) == " 1. Bo               1T2Z 2 2\n 2. Ada              1T1Z 1 1"
