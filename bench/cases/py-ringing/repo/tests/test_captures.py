from ringing.captures import process
from ringing.log import parse_log
from ringing.rings import RingStock

SHEET = """time,species,ring,age,wing,mass,fat
07:40,BLUTI,,3,64,10.8,1
07:55,ROBIN,X004512,4,73,17.9,0
08:10,GRETI,,4,76,18.2,1
08:30,ROBIN,,3,62,16.0,0
09:05,BLUTI,S100200,4,66,11.1,2
"""


def make_stock():
    stock = RingStock()
    stock.add("A", "S100300", 10)
    stock.add("B", "TB4410", 10)
    return stock


def test_new_birds_get_rings_of_their_size():
    captures = process(parse_log(SHEET), make_stock(), {"X004512"})
    assert [(c.species, c.ring, c.retrap) for c in captures] == [
        ("BLUTI", "S100300", False),
        ("ROBIN", "X004512", True),
        ("GRETI", "TB4410", False),
        ("ROBIN", "TB4411", False),
        ("BLUTI", "S100200", False),
    ]


def test_warnings_and_known_rings():
    known = {"X004512"}
    captures = process(parse_log(SHEET), make_stock(), known)
    assert captures[3].warnings == ("wing 62 mm outside 68-77",)
    assert "TB4411" in known and "S100200" in known
