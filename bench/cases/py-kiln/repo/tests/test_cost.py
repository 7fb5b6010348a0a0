import pytest

from kiln.cost import Kiln, firing_cost, firing_energy, segment_energy
from kiln.schedule import Schedule

KILN = Kiln("Test 80L", kw=8.0, max_temp=1300, max_rate=400)


def test_duty():
    assert KILN.duty(0) == pytest.approx(0.15)
    assert KILN.duty(1300) == pytest.approx(0.70)
    assert KILN.duty(1300, 400) == pytest.approx(1.0)
    assert KILN.duty(650, 200) == pytest.approx(0.575)


def test_segment_energy():
    schedule = Schedule("s").add(100, 620, hold=30)
    # ramp: 6 h at duty(320, 100) = 0.15 + 0.55*320/1300 + 0.075
    ramp = 8.0 * (0.15 + 0.55 * 320 / 1300 + 0.075) * 6
    hold = 8.0 * (0.15 + 0.55 * 620 / 1300) * 0.5
    assert segment_energy(KILN, schedule, 0) == pytest.approx(ramp + hold)


def test_cooling_ramp_costs_nothing_but_its_hold():
    schedule = Schedule("cool", start_temp=1220).add(100, 1020, hold=60)
    assert segment_energy(KILN, schedule, 0) == pytest.approx(8.0 * KILN.duty(1020))


def test_firing_cost():
    schedule = Schedule("s").add(100, 620, hold=30).add(200, 1220, hold=15)
    kwh = firing_energy(KILN, schedule)
    assert firing_cost(KILN, schedule, 0.30) == (round(kwh, 1), round(kwh * 0.30, 2))
    assert firing_cost(KILN, schedule, 0.30) == (36.8, 11.05)
