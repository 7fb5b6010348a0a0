from greenhouse import ZONES, Watering, plan_watering
from greenhouse.schedule import minutes_for
from greenhouse.zones import zone_named


def test_minutes_stretch_when_warm():
    tomatoes = zone_named("tomatoes")
    assert minutes_for(tomatoes, 18.0) == 12
    assert minutes_for(tomatoes, 24.0) == 14
    assert minutes_for(tomatoes, 40.0) == 18  # capped at 1.5x


def test_morning_plan(morning):
    assert plan_watering(morning, ZONES) == [
        Watering("seedlings", 4),
        Watering("tomatoes", 14),
        Watering("herbs", 8),
        Watering("peppers", 8),
    ]
