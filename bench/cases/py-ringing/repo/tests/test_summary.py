from ringing.captures import process
from ringing.log import parse_log
from ringing.rings import RingStock
from ringing.summary import by_species, condition, render

SHEET = """time,species,ring,age,wing,mass,fat
07:40,BLUTI,,3,64,10.8,1
07:55,ROBIN,X004512,4,73,17.9,0
08:10,BLUTI,,4,66,11.4,1
08:30,ROBIN,,3,62,16.1,0
09:05,BLUTI,S100200,4,65,11.1,2
"""


def captures():
    stock = RingStock()
    stock.add("A", "S100300", 10)
    stock.add("B", "TB4410", 10)
    return process(parse_log(SHEET), stock, {"X004512", "S100200"})


def test_by_species():
    totals = by_species(captures())
    assert [(t.code, t.new, t.retraps, t.mean_wing, t.mean_mass) for t in totals] == [
        ("BLUTI", 2, 1, 65.0, 11.1),
        ("ROBIN", 1, 1, 67.5, 17.0),
    ]


def test_condition():
    assert condition(captures()[0]) == 16.9


def test_render():
    assert render(captures()) == (
        "species       new retrap   wing   mass\n"
        "Blue Tit        2      1   65.0   11.1\n"
        "Robin           1      1   67.5   17.0\n"
        "total           3      2\n"
        "\n"
        "check:\n"
        "  08:30 ROBIN TB4410: wing 62 mm outside 68-77\n"
    )
