import pytest

from saunabook.config import DEFAULTS, ConfigError, from_mapping


def test_file_values(config):
    assert config.name == "Lakeside"
    assert config.opens == 15 * 60
    assert config.closes == 21 * 60 + 30
    assert config.capacity == 6


def test_defaults_fill_gaps(config):
    assert config.member_discount_percent == DEFAULTS["member_discount_percent"]
    assert config.currency == "EUR"


def test_empty_table_is_all_defaults():
    config = from_mapping({})
    assert config.opens == 16 * 60
    assert config.session_minutes == 60


@pytest.mark.parametrize("opens", ["4pm", "25:00", "16"])
def test_bad_times(opens):
    with pytest.raises(ConfigError):
        from_mapping({"opens": opens})


def test_closes_before_opens():
    with pytest.raises(ConfigError):
        from_mapping({"opens": "20:00", "closes": "19:00"})
