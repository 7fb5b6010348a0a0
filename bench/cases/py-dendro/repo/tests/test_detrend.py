import pytest

from dendro.detrend import moving_average, ring_width_index


def test_moving_average_shrinks_at_the_ends():
    assert moving_average([1, 2, 3, 4, 5], window=3) == pytest.approx([1.5, 2, 3, 4, 4.5])


def test_even_window_rejected():
    with pytest.raises(ValueError):
        moving_average([1, 2, 3], window=4)


def test_index_of_steady_growth_is_one():
    assert ring_width_index([2.0] * 20) == pytest.approx([1.0] * 20)


def test_index_takes_out_the_age_trend(site):
    index = ring_width_index(site[0].widths)
    assert sum(index) / len(index) == pytest.approx(1.0, abs=0.05)
    assert max(index) < 2.0
