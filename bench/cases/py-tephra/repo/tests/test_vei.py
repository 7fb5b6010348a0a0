import pytest

from tephra import vei


@pytest.mark.parametrize(
    "m3, index",
    [(500.0, 0), (1e4, 1), (5e5, 1), (1e6, 2), (3.8e7, 3), (2e8, 4), (1e9, 5), (1.2e10, 6), (5e12, 8)],
)
def test_vei(m3, index):
    assert vei.vei(m3) == index


def test_describe():
    assert vei.describe(3.8e7) == "VEI 3 (severe)"
    assert vei.describe(0) == "VEI 0 (non-explosive)"
