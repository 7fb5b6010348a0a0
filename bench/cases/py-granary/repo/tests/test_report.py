from granary.report import settlement_sheet
from granary.settlement import settle_all
from granary.tickets import TicketBook

EXPECTED = """\
Settlement for Hollis Farms
------------------------------------------------------------
#101  US No. 2 corn            1000.00 wet    941.70 dry    3775.14
#102  US No. 3 corn             500.00 wet    500.00 dry    2085.00
------------------------------------------------------------
Total                                                5860.14
"""


def test_sheet():
    book = TicketBook(first=101)
    book.weigh("Hollis Farms", "corn", 80_000, 24_000, 20.0, 55.0)
    book.weigh("Hollis Farms", "corn", 52_000, 24_000, 15.0, 52.5)
    settlements = settle_all(book.tickets, {"corn": 4.20})
    assert settlement_sheet("Hollis Farms", settlements, book.tickets) == EXPECTED
