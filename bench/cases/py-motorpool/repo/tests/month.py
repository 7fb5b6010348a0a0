"""A month at the county depot: four vehicles, three departments."""

from datetime import date

from motorpool.bookings import Diary
from motorpool.fuel import FillUp, FuelLog
from motorpool.trips import TripLog
from motorpool.vehicles import Fleet, Vehicle

DEPARTMENTS = ["Highways", "Libraries", "Parks"]


def fleet():
    return Fleet([
        Vehicle("yk19 htc", "Skoda Octavia", "estate", 5, odometer_km=41200),
        Vehicle("LM21 PQR", "Ford Transit", "van", 3, odometer_km=68010),
        Vehicle("WA70 EVN", "Nissan Leaf", "electric", 5, odometer_km=12050),
        Vehicle("BD16 MNB", "Ford Tourneo", "minibus", 14, odometer_km=98700),
    ])


def month():
    f = fleet()
    diary = Diary(f)
    trips = TripLog(f)
    fuel = FuelLog()
    b1 = diary.book("YK19 HTC", "Libraries", "A. Shah", date(2026, 3, 2), date(2026, 3, 3))
    b2 = diary.book("LM21 PQR", "Highways", "D. Kerr", date(2026, 3, 2), date(2026, 3, 6))
    b3 = diary.book("WA70 EVN", "Parks", "M. Okafor", date(2026, 3, 4), date(2026, 3, 4))
    b4 = diary.book("YK19 HTC", "Parks", "J. Lowe", date(2026, 3, 9), date(2026, 3, 9))
    b5 = diary.book("BD16 MNB", "Libraries", "A. Shah", date(2026, 3, 12), date(2026, 3, 12))
    trips.record(b1, 41200, 41522)
    trips.record(b2, 68010, 68815, private_km=15)
    trips.record(b3, 12050, 12131)
    trips.record(b4, 41522, 41620)
    trips.record(b5, 98700, 98944)
    fuel.add(FillUp("YK19 HTC", date(2026, 3, 1), 40.0, 1.459, 41200))
    fuel.add(FillUp("YK19 HTC", date(2026, 3, 4), 21.5, 1.469, 41522))
    fuel.add(FillUp("YK19 HTC", date(2026, 3, 10), 6.9, 1.479, 41620))
    fuel.add(FillUp("LM21 PQR", date(2026, 3, 2), 60.0, 1.529, 68010))
    fuel.add(FillUp("LM21 PQR", date(2026, 3, 4), 20.0, 1.529, 68400, full_tank=False))
    fuel.add(FillUp("LM21 PQR", date(2026, 3, 7), 38.4, 1.539, 68815))
    return f, diary, trips, fuel
