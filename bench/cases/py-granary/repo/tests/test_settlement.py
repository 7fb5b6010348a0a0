from granary.settlement import settle, settle_all
from granary.tickets import TicketBook


def make_book():
    book = TicketBook(first=101)
    book.weigh("Hollis Farms", "corn", 80_000, 24_000, 20.0, 55.0)
    book.weigh("Hollis Farms", "corn", 52_000, 24_000, 15.0, 52.5)
    book.weigh("Hollis Farms", "soybeans", 54_000, 24_000, 12.0, 57.0)
    return book


def test_wet_corn_is_shrunk_and_charged_for_drying():
    s = settle(make_book().tickets[0], 4.20)
    assert s.wet_bushels == 1000.0
    assert s.dry_bushels == 941.7
    assert s.grade == 2
    assert s.gross == 3955.14
    assert s.discount == 0.0
    assert s.drying == 180.0
    assert s.net == 3775.14


def test_dry_corn_takes_the_grade_discount():
    s = settle(make_book().tickets[1], 4.20)
    assert s.dry_bushels == 500.0
    assert s.grade == 3
    assert s.discount == 15.0
    assert s.net == 2085.0


def test_settle_all_uses_each_crops_price():
    nets = [s.net for s in settle_all(make_book().tickets, {"corn": 4.20, "soybeans": 10.50})]
    assert nets == [3775.14, 2085.0, 5250.0]
