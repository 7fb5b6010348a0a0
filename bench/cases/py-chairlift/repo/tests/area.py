"""The lifts and passes of Glenmore Bowl used across the tests."""

from datetime import date

from chairlift.lifts import Area, lift
from chairlift.passes import issue


def glenmore():
    return Area("Glenmore Bowl", [
        lift("Eagle", "chair", 4, 90, 1200, 380, 2.5, 12),
        lift("Summit", "detachable", 6, 60, 2000, 600, 5.0, 9),
        lift("Nursery", "carpet", 1, 40, 80, 8, 0.8, 2),
        lift("Ridge", "drag", 2, 100, 900, 250, 3.0, 8),
    ])


SEASON_DAY = date(2027, 2, 13)


def passes():
    return [
        issue("P-1001", "Ailsa Grant", date(1988, 4, 2), SEASON_DAY, 3),
        issue("P-1002", "Rory Grant", date(2016, 9, 30), SEASON_DAY, 3),
        issue("P-1003", "Morag Fyfe", date(1959, 1, 20), date(2027, 2, 12), 1),
        issue("P-1004", "Calum Reid", date(2001, 2, 13), SEASON_DAY, 1),
    ]
