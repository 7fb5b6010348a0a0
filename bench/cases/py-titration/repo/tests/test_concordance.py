import pytest

from titration.concordance import concordant, mean_titre
from titration.readings import parse_sheet


def test_all_within_tolerance():
    assert concordant([22.40, 22.45, 22.40]) == [22.40, 22.40, 22.45]


def test_outlier_left_out():
    assert concordant([24.95, 25.10, 24.95]) == [24.95, 24.95]


def test_largest_group_wins():
    assert concordant([20.10, 20.30, 20.35, 20.40]) == [20.30, 20.35, 20.40]


def test_exactly_on_the_tolerance():
    assert concordant([18.20, 18.30]) == [18.20, 18.30]


def test_mean_leaves_out_the_rough_run(vinegar_runs):
    assert mean_titre(vinegar_runs) == 22.417


def test_no_concordant_pair():
    with pytest.raises(ValueError, match="no two concordant"):
        mean_titre(parse_sheet("1 0.00 20.00\n2 0.00 20.40\n3 0.00 20.80"))
