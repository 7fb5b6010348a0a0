import pytest

from granary.tickets import Ticket, TicketBook


def make_book():
    book = TicketBook(first=101)
    book.weigh("Hollis Farms", "corn", 80_000, 28_000, 18.0, 55.0)
    book.weigh("Hollis Farms", "soybeans", 62_000, 26_000, 12.5, 57.0)
    book.weigh("Dunmore Bros", "corn", 78_400, 22_400, 15.0, 56.5)
    return book


def test_numbers_in_weighing_order():
    book = make_book()
    assert [t.number for t in book.tickets] == [101, 102, 103]


def test_net_and_wet_bushels():
    t = make_book().tickets[0]
    assert t.net_lbs == 52_000
    assert t.wet_bushels == 928.57


def test_tare_above_gross():
    with pytest.raises(ValueError, match="tare above gross"):
        Ticket(1, "x", "corn", 20_000, 21_000, 15.0, 56.0)


def test_moisture_out_of_range():
    with pytest.raises(ValueError, match="moisture"):
        Ticket(1, "x", "corn", 30_000, 20_000, 100.0, 56.0)


def test_totals_by_grower_and_crop():
    book = make_book()
    assert book.total_wet_bushels() == 2528.57
    assert book.total_wet_bushels(grower="Hollis Farms") == 1528.57
    assert book.total_wet_bushels(crop_name="corn") == 1928.57
    assert [t.number for t in book.for_grower("Dunmore Bros")] == [103]
