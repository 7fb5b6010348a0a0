from datetime import datetime

import pytest

from maltings import batch, germination, kilning, steeping


def test_weights_through_the_maltings(pale_batch):
    assert pale_batch.steep_tonnes == pytest.approx(27.44)
    assert pale_batch.steep_dry_kg == pytest.approx(23817.92)
    assert pale_batch.green_kg == pytest.approx(41360, abs=5)
    assert pale_batch.malt_tonnes == 22.61


def test_yields(pale_batch):
    assert pale_batch.yield_pct == 80.7
    assert pale_batch.dry_yield_pct == 89.8


def test_lager_batch_is_heavier_out_of_the_kiln(lot):
    lager = batch.Batch("B24-118", lot, steeping.STANDARD, germination.DRUM, kilning.LAGER)
    assert lager.malt_tonnes == 23.02
    assert lager.yield_pct == 82.2


def test_kiln_energy_and_water(pale_batch):
    assert pale_batch.kiln_energy_kwh == 19616.7
    assert pale_batch.steep_water_m3 == pytest.approx(107.02)


def test_timeline(pale_batch):
    start = datetime(2024, 10, 7, 6, 0)
    assert pale_batch.timeline(start) == [
        ("steep", datetime(2024, 10, 7, 6, 0), datetime(2024, 10, 9, 2, 0)),
        ("germination", datetime(2024, 10, 9, 2, 0), datetime(2024, 10, 14, 2, 0)),
        ("kiln", datetime(2024, 10, 14, 2, 0), datetime(2024, 10, 15, 0, 0)),
    ]
    assert pale_batch.ready_at(start) == datetime(2024, 10, 15, 0, 0)


def test_summary(pale_batch):
    assert pale_batch.summary() == {
        "batch": "B24-117",
        "lot": "L24-031",
        "variety": "Maris Otter",
        "steep_tonnes": 27.44,
        "steep_out_moisture": 45.1,
        "green_tonnes": 41.36,
        "malt_tonnes": 22.61,
        "yield_pct": 80.7,
        "dry_yield_pct": 89.8,
        "steep_water_m3": 107.02,
        "kiln_energy_kwh": 19616.7,
        "programme": "pale ale",
    }
