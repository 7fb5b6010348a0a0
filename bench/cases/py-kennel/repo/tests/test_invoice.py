from datetime import date

import pytest

from kennel import Booking, Dog, invoice_lines, total
from kennel.invoice import format_invoice

PIP = Dog("Pip", 6, "terrier")
BRUNO = Dog("Bruno", 38, "shepherd")


def booking(dogs, nights, extras=()):
    return Booking("Okafor", list(dogs), date(2026, 7, 1), date(2026, 7, 1 + nights), list(extras))


def test_one_dog_three_nights():
    assert total(booking([PIP], 3)) == 8400


def test_shared_run_discount_on_the_second_dog():
    lines = invoice_lines(booking([BRUNO, PIP], 2))
    assert lines == [("Bruno: 2 nights", 8400), ("Pip: 2 nights (shared run)", 5040)]


def test_long_stay_and_extras():
    b = booking([PIP], 8, ["walk", "bath"])
    # 8 nights at 28.00 less 10% = 201.60; walks 8 x 5.00; one bath 12.00
    assert total(b) == 20160 + 4000 + 1200


def test_extras_for_each_dog():
    b = booking([BRUNO, PIP], 1, ["bath"])
    assert [line for line in invoice_lines(b) if "bath" in line[0]] == [("Bruno: bath", 1200), ("Pip: bath", 1200)]


def test_format_invoice():
    text = format_invoice(booking([PIP], 1, ["meds"]))
    assert text.splitlines() == [
        "Pip: 1 night                         28.00",
        "Pip: meds                             3.00",
        "Total                                31.00",
    ]


def test_unknown_extra():
    with pytest.raises(ValueError, match="unknown extras: swim"):
        booking([PIP], 1, ["swim"])
