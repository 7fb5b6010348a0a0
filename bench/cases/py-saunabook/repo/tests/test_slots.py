from saunabook import day_slots
from saunabook.slots import clock


def test_clock():
    assert clock(0) == "00:00"
    assert clock(15 * 60 + 5) == "15:05"


def test_sessions_with_cooldown(config):
    labels = [slot.label() for slot in day_slots(config)]
    assert labels == ["15:00-16:15", "16:35-17:50", "18:10-19:25", "19:45-21:00"]


def test_last_session_ends_by_closing(config):
    assert day_slots(config)[-1].end <= config.closes
