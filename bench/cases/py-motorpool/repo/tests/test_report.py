from motorpool.report import monthly_report

from .month import DEPARTMENTS, month

EXPECTED = """\
Fleet report, March 2026
========================

Vehicles
BD16 MNB  minibus    151.6 mi  -
LM21 PQR  van        500.2 mi  38.9 mpg
WA70 EVN  electric    50.3 mi  -
YK19 HTC  estate     261.0 mi  41.8 mpg

Recharges
Highways: 1 bookings, 352.63
Libraries: 2 bookings, 211.02
Parks: 2 bookings, 78.71
Total recharged: 642.36

Fuel spend: 281.57
"""


def test_monthly_report():
    fleet, diary, trips, fuel = month()
    fleet.withdraw("WA70 EVN", "battery fault")
    report = monthly_report("Fleet report, March 2026", fleet, diary, trips, fuel, DEPARTMENTS)
    assert report.splitlines() == EXPECTED.replace(
        "electric    50.3 mi  -", "electric    50.3 mi  - (withdrawn)").splitlines()
