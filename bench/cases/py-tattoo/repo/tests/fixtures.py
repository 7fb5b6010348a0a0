from decimal import Decimal

from tattoo.artists import FRIDAY, MONDAY, SATURDAY, SUNDAY, Artist, Roster

MARA = Artist(
    name="Mara",
    hourly_rate=Decimal(90),
    minimum_charge=Decimal(80),
    max_session_hours=Decimal(5),
    styles=frozenset({"blackwork", "linework", "realism"}),
)

JUDE = Artist(
    name="Jude",
    hourly_rate=Decimal(75),
    minimum_charge=Decimal(60),
    max_session_hours=Decimal(4),
    days_off=frozenset({SUNDAY, MONDAY, FRIDAY}),
    styles=frozenset({"colour", "linework"}),
)

ODILE = Artist(
    name="Odile",
    hourly_rate=Decimal(110),
    minimum_charge=Decimal(100),
    max_session_hours=Decimal(6),
    days_off=frozenset({SATURDAY, SUNDAY}),
    styles=frozenset({"realism", "colour"}),
)


def roster():
    return Roster([MARA, JUDE, ODILE])
