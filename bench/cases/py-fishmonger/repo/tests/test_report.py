from fishmonger.prep import Prep
from fishmonger.report import DayBook
from fishmonger.till import Basket
from tests.conftest import MONDAY, day


def test_day_book(counter):
    book = DayBook(MONDAY)
    first = Basket(counter, MONDAY)
    first.weigh("COD", Prep.FILLETED, 454)
    first.weigh("MAC", Prep.WHOLE, 904)
    book.record_sale(first)
    second = Basket(counter, MONDAY)
    second.weigh("COD", Prep.WHOLE, 1504)
    second.add_item("Tartare sauce", 250)
    book.record_sale(second)
    book.record_waste(counter.withdraw_expired(day(2)))

    # Cod from B1, a day from its last: 15% off.
    assert book.sales_by_species() == {"COD": (2500, 1606 + 2409), "MAC": (900, 810)}
    assert book.takings() == 1606 + 810 + 2409 + 250
    assert book.summary() == (
        "Day book 2024-10-07\n"
        "  Cod                  2500 g     £40.15\n"
        "  Mackerel              900 g      £8.10\n"
        "  Takings                        £50.75\n"
        "  Waste               14600 g    £203.05\n"
    )
