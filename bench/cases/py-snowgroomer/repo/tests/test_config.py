from __future__ import annotations

import pytest

from snowgroomer.config import ConfigError, load_config


def test_fixture_config_takes_the_area_figures(config):
    assert config.speed_kmh == 6.0
    assert config.tiller_width_m == 5.0
    assert config.metres_per_minute == 100.0


def test_every_key_can_be_set():
    cfg = load_config(
        """
        [groomer]
        speed_kmh = 9
        tiller_width_m = 6.4
        shift_hours = 6.5
        min_depth_cm = 30
        fuel_l_per_h = 19.5
        start = "5:30"
        """
    )
    assert cfg.shift_minutes == 390
    assert cfg.min_depth_cm == 30
    assert cfg.fuel_l_per_h == 19.5
    assert cfg.start == "05:30"


def test_no_groomer_table():
    with pytest.raises(ConfigError, match="no \\[groomer\\] table"):
        load_config('[area]\nname = "x"\n')


@pytest.mark.parametrize("line", ["speed_kmh = 0", "speed_kmh = true", 'tiller_width_m = "wide"', 'start = "25:00"'])
def test_bad_values(line):
    with pytest.raises(ConfigError):
        load_config(f"[groomer]\n{line}\n")
