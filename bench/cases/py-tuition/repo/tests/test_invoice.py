from decimal import Decimal

from tuition.fees import STANDARD
from tuition.invoice import termly_invoice

from .helpers import AUTUMN, hale, okafor


def test_three_children():
    invoice = termly_invoice(okafor(), AUTUMN, STANDARD, 2024)
    assert [(line.description, line.amount) for line in invoice.lines] == [
        ("Chidi (Year 10) tuition", Decimal("7160.00")),
        ("Ngozi (Year 5) tuition", Decimal("5650.00")),
        ("Ngozi sibling discount 5%", Decimal("-282.50")),
        ("Ada (Year 1) tuition", Decimal("4200.00")),
        ("Ada sibling discount 10%", Decimal("-420.00")),
    ]
    assert invoice.total == Decimal("16307.50")


def test_staff_children_and_registration():
    invoice = termly_invoice(hale(), AUTUMN, STANDARD, 2024)
    assert [line.description for line in invoice.lines] == [
        "Rosa (Year 7) tuition",
        "Rosa staff discount 50%",
        "Tom (Year 4) tuition",
        "Tom staff discount 50%",
        "Tom registration",
    ]
    assert invoice.total == Decimal("3580.00") + Decimal("2825.00") + Decimal("150.00")


def test_account_and_term():
    invoice = termly_invoice(okafor(), AUTUMN, STANDARD, 2024)
    assert invoice.account == "OK-0417"
    assert invoice.term == "Autumn 2024"
