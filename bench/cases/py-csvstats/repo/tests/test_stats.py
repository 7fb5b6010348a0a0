import pytest

from csvstats.stats import mean, median, stdev, summarise


def test_mean():
    assert mean([1, 2, 3, 4]) == 2.5


def test_median_even_count():
    assert median([4, 1, 3, 2]) == 2.5


def test_median_odd_count():
    assert median([5, 1, 3]) == 3


def test_median_single_value():
    assert median([7.0]) == 7.0


def test_stdev():
    assert stdev([2, 4, 4, 4, 5, 5, 7, 9]) == pytest.approx(2.138, abs=1e-3)
    assert stdev([1.0]) == 0.0


def test_summarise_empty():
    with pytest.raises(ValueError, match="no values"):
        summarise([])
