import pytest

from apiary.varroa import daily_drop, status, suitable


def test_daily_drop():
    assert daily_drop(42, 7) == 6.0
    with pytest.raises(ValueError):
        daily_drop(3, 0)


def test_status_by_month():
    assert status(5, 7.0) == "treat"
    assert status(5, 4.0) == "monitor"
    assert status(5, 3.0) == "ok"
    assert status(12, 0.6) == "treat"
    assert status(8, 9.0) == "monitor"


def test_suitable_treatments():
    names = [t.name for t in suitable(18.0, supers_on=False, broodless=False)]
    assert names == ["Apiguard (thymol)", "MAQS (formic acid)", "Apivar (amitraz)"]
    names = [t.name for t in suitable(18.0, supers_on=True, broodless=False)]
    assert names == ["MAQS (formic acid)"]
    names = [t.name for t in suitable(4.0, supers_on=False, broodless=True)]
    assert names == ["Api-Bioxal (oxalic trickle)", "Apivar (amitraz)"]
    assert suitable(31.0, supers_on=True, broodless=False) == []
