import math

import pytest

from dendro.stats import glk, pearson, t_value


def test_pearson_perfect_and_opposite():
    assert pearson([1, 2, 3, 4], [2, 4, 6, 8]) == pytest.approx(1.0)
    assert pearson([1, 2, 3, 4], [8, 6, 4, 2]) == pytest.approx(-1.0)


def test_pearson_flat_series_is_zero():
    assert pearson([1, 1, 1, 1], [1, 2, 3, 4]) == 0.0


def test_t_value():
    assert t_value(0.5, 27) == pytest.approx(2.8868, abs=1e-4)
    assert t_value(1.0, 10) == math.inf


def test_glk_counts_agreeing_steps():
    # steps: up/up, down/up, up/up, flat/down
    assert glk([1, 2, 1, 3, 3], [1, 2, 4, 5, 4]) == pytest.approx((1 + 0 + 1 + 0.5) / 4)


def test_glk_of_identical_curves():
    assert glk([3, 1, 2, 5], [3, 1, 2, 5]) == 1.0
