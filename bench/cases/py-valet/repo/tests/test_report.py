from datetime import date, timedelta

from valet.report import render, summarise


def busy_day(desk, evening):
    a = desk.drop_off("AB12CDE", evening - timedelta(hours=6), room="214")
    b = desk.drop_off("XY99ZZZ", evening - timedelta(hours=1))
    c = desk.drop_off("LM07PQR", evening + timedelta(minutes=15))
    desk.drop_off("EV01", evening, electric=True)
    desk.collect(a.code, evening + timedelta(minutes=30))
    desk.collect(b.code, evening + timedelta(minutes=45))
    desk.collect(c.code, evening + timedelta(hours=2, minutes=5))
    return evening.date()


def test_summary(desk, evening):
    day = busy_day(desk, evening)
    s = summarise(desk, day)
    assert s.collected == 3
    assert s.revenue == 2362 + 900 + 900
    assert s.resident_stays == 1
    assert s.average_minutes == (390 + 105 + 110) // 3
    assert s.busiest_hour == 18
    assert s.still_parked == 1


def test_empty_day(desk):
    s = summarise(desk, date(2024, 1, 1))
    assert s.collected == 0 and s.revenue == 0 and s.busiest_hour is None


def test_render(desk, evening):
    day = busy_day(desk, evening)
    assert render(desk, day) == (
        "Valet desk report for 2024-03-15\n"
        "Cars collected: 3 (1 hotel guests)\n"
        "Takings: £41.62\n"
        "Average stay: 3h21\n"
        "Busiest hour: 18:00\n"
        "Still parked: 1 (1/24 bays)\n"
    )
