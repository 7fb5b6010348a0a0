import pytest

from zymurgy.recipe import Recipe


@pytest.fixture
def bitter():
    r = Recipe("Harbour Bitter", "best bitter", 23)
    r.add_malt("maris otter", 3.8).add_malt("crystal 60", 0.35)
    r.add_hop("East Kent Goldings", 40, 5.5, 60).add_hop("Fuggle", 20, 4.5, 15)
    return r


@pytest.fixture
def stout():
    r = Recipe("Pier Stout", "dry stout", 20, attenuation=0.78)
    r.add_malt("pale ale", 3.1).add_malt("flaked oats", 0.4).add_malt("roasted barley", 0.3)
    r.add_hop("Target", 25, 10.0, 60)
    return r
