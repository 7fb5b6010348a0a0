import pytest

from olivemill.intake import SheetError, read_sheet


def test_reads_the_sheet(saturday):
    assert len(saturday) == 7
    first = saturday[0]
    assert (first.grower, first.variety.name, first.kg) == ("Ferreira", "Picual", 180)


def test_variety_names_are_forgiving():
    (d,) = read_sheet("Ferreira,  galega   VULGAR , 20\n")
    assert d.variety.name == "Galega Vulgar"


def test_growers_in_order_of_arrival(growers):
    assert list(growers) == ["Ferreira", "Costa", "Almeida"]
    assert [d.kg for d in growers["Costa"]] == [90, 40]


@pytest.mark.parametrize(
    "line, message",
    [
        ("Ferreira, Picual", "expected 3 fields, found 2"),
        (", Picual, 20", "no grower"),
        ("Ferreira, Picual, 20.5", "weight '20.5' is not a whole number of kg"),
        ("Ferreira, Picual, 0", "weight 0 must be positive"),
        ("Ferreira, Manzanilla, 20", "unknown variety 'Manzanilla'"),
    ],
)
def test_bad_lines(line, message):
    with pytest.raises(SheetError) as err:
        read_sheet("# header\n" + line)
    assert str(err.value) == f"line 2: {message}"
