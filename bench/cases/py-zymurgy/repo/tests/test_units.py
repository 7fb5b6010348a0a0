import pytest

from zymurgy import units


def test_mass_and_volume():
    assert units.lb_to_kg(10) == pytest.approx(4.5359237)
    assert units.kg_to_lb(units.lb_to_kg(7.5)) == pytest.approx(7.5)
    assert units.gal_to_litres(5) == pytest.approx(18.927, abs=1e-3)
    assert units.litres_to_gal(23) == pytest.approx(6.076, abs=1e-3)


def test_temperature():
    assert units.c_to_f(100) == 212
    assert units.f_to_c(68) == pytest.approx(20)


def test_plato():
    assert units.sg_to_plato(1.048) == pytest.approx(11.9, abs=0.05)
    assert units.plato_to_sg(12) == pytest.approx(1.048, abs=5e-4)
    assert units.sg_to_plato(1.000) == pytest.approx(0, abs=0.01)


def test_points():
    assert units.points(1.048) == 48
    assert units.points(1.0105) == 10.5
