import pytest

from ringing.biometrics import Biometrics
from ringing.log import parse_log

SHEET = """time,species,ring,age,wing,mass,fat
07:40,bluti,,3,64,10.8,1
07:40,Robin,x004512,4,73,17.9,0

08:15,CHIFF,,3,58,"7,3",2
"""


def test_parse_log():
    lines = parse_log(SHEET)
    assert [(l.time, l.species, l.ring) for l in lines] == [
        ("07:40", "BLUTI", ""),
        ("07:40", "ROBIN", "X004512"),
        ("08:15", "CHIFF", ""),
    ]
    assert lines[2].bio == Biometrics(58, 7.3, 2)


def test_columns_in_any_order():
    lines = parse_log("Species,Time,Age,Ring,Fat,Mass,Wing\nWREN,09:00,4,,1,9.6,47\n")
    assert lines[0].species == "WREN"
    assert lines[0].bio == Biometrics(47, 9.6, 1)


def test_missing_column():
    with pytest.raises(ValueError, match="no column 'fat'"):
        parse_log("time,species,ring,age,wing,mass\n")
