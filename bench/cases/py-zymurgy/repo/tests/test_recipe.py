import pytest


def test_bitter_figures(bitter):
    f = bitter.figures()
    assert f["og"] == pytest.approx(1.0408, abs=2e-4)
    assert f["fg"] == pytest.approx(1.0102, abs=2e-4)
    assert f["abv"] == pytest.approx(4.0, abs=0.05)
    assert f["ibu"] == pytest.approx(28.8, abs=0.1)
    assert f["srm"] == pytest.approx(8.1, abs=0.1)


def test_bitter_in_style(bitter):
    assert bitter.check() == {}


def test_stout_in_style(stout):
    assert stout.check() == {}


def test_grist(stout):
    assert stout.grist_percent() == {"pale ale": 81.6, "flaked oats": 10.5, "roasted barley": 7.9}


def test_unknown_malt_fails_early(bitter):
    with pytest.raises(KeyError):
        bitter.add_malt("crystal 600", 0.1)


def test_card(bitter):
    assert bitter.card() == (
        "Harbour Bitter (best bitter, 23 L)\n"
        "OG 1.041  FG 1.010  ABV 4.0%\n"
        "IBU 29  SRM 8.1 (amber)"
    )
