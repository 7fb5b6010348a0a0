from __future__ import annotations

from datetime import date

from stargaze import Schedule, Telescope
from stargaze.report import night_plan
from tests.conftest import at


def test_night_plan_lists_bookings_in_order(
    schedule: Schedule, dob: Telescope, refractor: Telescope, night: date
) -> None:
    schedule.add(refractor, "Tomas", at(0), at(2))
    schedule.add(dob, "Ines", at(21), at(23))
    assert night_plan(schedule, night) == [
        "Night of Fri 08 Jan 2027",
        "21:00-23:00  dob        Ines",
        "00:00-02:00  refractor  Tomas",
    ]


def test_an_empty_night(schedule: Schedule, night: date) -> None:
    assert night_plan(schedule, night) == ["Night of Fri 08 Jan 2027", "no bookings"]
