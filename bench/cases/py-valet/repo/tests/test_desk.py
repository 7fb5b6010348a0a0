from datetime import timedelta

import pytest

from valet.tickets import ticket_code


def test_drop_off_parks_and_hangs_key(desk, evening):
    t = desk.drop_off("ab12 cde", evening, room="214")
    assert t.code == "000018"
    assert t.bay == "B1-03"
    assert t.hook == 1
    assert t.resident and t.room == "214"
    assert desk.garage.where("AB12CDE").code == "B1-03"


def test_electric_car_goes_to_charger(desk, evening):
    t = desk.drop_off("EV01", evening, electric=True)
    assert t.bay == "B1-07"


def test_bad_ticket_codes(desk, evening):
    desk.drop_off("AB12CDE", evening)
    with pytest.raises(ValueError):
        desk.ticket("000019")
    with pytest.raises(KeyError):
        desk.ticket(ticket_code(2))


def test_requests_wait_for_a_free_runner(desk, evening):
    a = desk.drop_off("CAR1", evening)
    b = desk.drop_off("CAR2", evening)
    c = desk.drop_off("CAR3", evening)
    later = evening + timedelta(hours=2)
    assert desk.request(a.code, later) == later + timedelta(minutes=6)
    assert desk.request(b.code, later) == later + timedelta(minutes=6)
    # both runners are out until +6, then the third car takes another 6
    assert desk.request(c.code, later) == later + timedelta(minutes=12)


def test_collect_charges_and_frees_everything(desk, evening):
    t = desk.drop_off("AB12CDE", evening, room="214")
    guest = desk.drop_off("XY99ZZZ", evening)
    desk.request(t.code, evening + timedelta(hours=14))
    charge = desk.collect(t.code, evening + timedelta(hours=15, minutes=20))
    assert charge == 2400  # capped day, 25% off for a resident
    assert desk.collect(guest.code, evening + timedelta(minutes=50)) == 450
    assert desk.requests == []
    assert desk.cabinet.free_hooks() == 30
    assert desk.garage.occupancy()[0] == 0
    with pytest.raises(ValueError):
        desk.collect(t.code, evening + timedelta(hours=16))
