import pytest

from allotment.billing import Line, charges, invoice, rent, round_half_up, total
from allotment.members import Member
from allotment.plots import Plot

FULL = Plot("1", "full", 250, water=True)
HALF = Plot("2", "half", 125)
BED = Plot("R1", "raised_bed", 8, water=True)


def test_round_half_up():
    assert round_half_up(5, 2) == 3
    assert round_half_up(7, 3) == 2
    assert round_half_up(3, 2) == 2


def test_rent_by_kind_and_area():
    assert rent(FULL) == 30000
    assert rent(HALF) == 16250
    assert rent(BED) == 1600


def test_standard_member_pays_rent_and_water():
    lines = charges(Member("Ada"), [FULL])
    assert lines == [Line("Plot 1 rent (250 m², full)", 30000), Line("Plot 1 water", 2800)]
    assert total(lines) == 32800


def test_concession_on_rent_only():
    lines = charges(Member("Bea", "senior"), [HALF, BED])
    assert total(lines) == 16250 + 1600 + 2800 - 8925
    assert lines[-1] == Line("Concession (senior, 50% of rent)", -8925)


def test_student_concession_rounds_half_up():
    lines = charges(Member("Cy", "student"), [Plot("9", "half", 3)])
    # 25% of 390 = 97.5
    assert lines[-1].amount == -98


def test_raised_bed_holder():
    lines = charges(Member("Dee", "unwaged"), [BED])
    assert [line.amount for line in lines] == [1600, 2800, -800]


def test_no_plots_no_charges():
    assert charges(Member("Eli", "senior"), []) == []


def test_unknown_category_refused():
    with pytest.raises(ValueError):
        Member("Fay", "veteran")


def test_invoice_layout():
    text = invoice(Member("Bea", "senior"), [HALF, BED], 2025, width=44)
    assert text == (
        "Invoice 2025: Bea\n"
        "--------------------------------------------\n"
        "Plot 2 rent (125 m², half)           £162.50\n"
        "Plot R1 rent (8 m², raised_bed)       £16.00\n"
        "Plot R1 water                         £28.00\n"
        "Concession (senior, 50% of rent)     -£89.25\n"
        "--------------------------------------------\n"
        "Total                                £117.25\n"
    )
