from sailloft.cloth import labour_cost
from sailloft.jobs import parse_ticket
from sailloft.quote import quote


def test_labour_by_started_quarter_hour(book):
    assert labour_cost(book, 15) == 1050
    assert labour_cost(book, 16) == 2100
    assert labour_cost(book, 0) == 0


def test_retape_leech_of_main(main_sail, book):
    q = quote(main_sail, parse_ticket("retape leech"), book)
    # 11.8 m of tape at 3.10, 71 minutes: five quarters
    assert (q.materials, q.labour) == (3658, 5250)
    assert q.total == 8908


def test_retape_foot_of_genoa(genoa, book):
    q = quote(genoa, parse_ticket("retape foot"), book)
    assert (q.materials, q.labour) == (1829, 3150)


def test_patch_uses_the_sails_cloth(main_sail, genoa, book):
    assert quote(main_sail, parse_ticket("patch 0.5"), book).materials == 925
    assert quote(genoa, parse_ticket("patch 0.5"), book).materials == 710


def test_small_patch_costs_the_minimum(genoa, book):
    q = quote(genoa, parse_ticket("patch 0.1"), book)
    assert q.total == book.minimum_charge


def test_recut_retapes_the_edge(main_sail, book):
    q = quote(main_sail, parse_ticket("recut foot 0.1"), book)
    # 3.9 m of tape, 101 minutes: seven quarters
    assert (q.materials, q.labour) == (1209, 7350)
