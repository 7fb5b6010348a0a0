import pytest

from dendro.series import RingSeries


def test_years_and_last_year():
    s = RingSeries("A", 1850, [1.0, 1.2, 0.8])
    assert list(s.years()) == [1850, 1851, 1852]
    assert s.last_year == 1852
    assert len(s) == 3


def test_width_and_window():
    s = RingSeries("A", 1850, [1.0, 1.2, 0.8, 0.9])
    assert s.width(1851) == 1.2
    assert s.window(1851, 1853) == [1.2, 0.8, 0.9]
    with pytest.raises(KeyError):
        s.width(1849)
    with pytest.raises(KeyError):
        s.window(1852, 1854)


def test_negative_width_rejected():
    with pytest.raises(ValueError):
        RingSeries("A", 1850, [1.0, -0.1])


def test_shifted_keeps_widths():
    s = RingSeries("A", 1850, [1.0, 1.2])
    moved = s.shifted(1)
    assert moved.first_year == 1 and moved.widths == [1.0, 1.2]
    assert s.first_year == 1850
