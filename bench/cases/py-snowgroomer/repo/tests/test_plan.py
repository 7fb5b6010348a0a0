from __future__ import annotations

from dataclasses import replace

from snowgroomer.plan import fuel_litres, groomable, minutes_for, night_plan, passes_needed


def test_passes_cover_the_width(config, by_name):
    assert passes_needed(by_name["Nursery Slope"], config) == 6
    assert passes_needed(by_name["Fiacaill Ridge"], config) == 2


def test_minutes_for_a_piste(config, by_name):
    assert minutes_for(by_name["Reindeer Run"], config) == 60
    assert minutes_for(by_name["Ptarmigan"], config) == 66


def test_thin_snow_is_left_alone(config, by_name):
    assert not groomable(by_name["Coire Cas"], config)
    assert groomable(by_name["Reindeer Run"], config)


def test_a_night_grooms_green_to_black(config, pistes):
    plan = night_plan(pistes, config)
    assert [p.name for p, _ in plan.groomed] == ["Nursery Slope", "Reindeer Run", "Ptarmigan", "Fiacaill Ridge"]
    assert plan.minutes == 24 + 60 + 66 + 24
    assert [p.name for p in plan.skipped_thin] == ["Coire Cas"]
    assert plan.left_over == []


def test_a_short_shift_leaves_the_rest_for_tomorrow(config, pistes):
    plan = night_plan(pistes, replace(config, shift_minutes=120))
    assert [p.name for p, _ in plan.groomed] == ["Nursery Slope", "Reindeer Run", "Fiacaill Ridge"]
    assert [p.name for p in plan.left_over] == ["Ptarmigan"]


def test_fuel_for_the_night(config, pistes):
    assert fuel_litres(night_plan(pistes, config), config) == 69.6
