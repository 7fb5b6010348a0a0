import pytest

from titration.readings import parse_sheet

VINEGAR_SHEET = """\
# vinegar, 25.0 mL aliquots of a 1 in 10 dilution
R 0.00 23.10 rough
1 0.05 22.45
2 0.10 22.55
3 0.20 22.60
"""


@pytest.fixture
def vinegar_runs():
    return parse_sheet(VINEGAR_SHEET)


@pytest.fixture
def limewater_runs():
    return parse_sheet("1 0.00 21.80\n2 0.05 21.90\n3 0.00 21.85\n")
