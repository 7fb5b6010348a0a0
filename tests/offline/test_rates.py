"""An amount multiplied by a rate per another unit of its kind, nothing on the line converting them
(`out->store_kg * tf->price_per_t[crop]`): that line is the slip (rates.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.rates import rated, rated_lines
from diagbot.offline.slips import RATE, slipped_lines
from tests.offline.patches import one_file


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("    out->value = out->store_kg * tf->price_per_t[t->crop];", "`out->store_kg` (kg) times `tf->price_per_t`"),
        ("cost = minutes * rate_per_hour", "`minutes` (minute) times `rate_per_hour` (per hour)"),
        ("const fare = perMileCost * distanceKm;", "`distanceKm` (km) times `perMileCost` (per mile)"),
    ],
)
def test_an_amount_times_a_rate_per_another_unit_is_rated(line: str, said: str) -> None:
    assert (rated(line) or "").startswith(said)


@pytest.mark.parametrize(
    "line",
    [
        "cost = hours * rate_per_hour",  # the rate's own unit
        "x = weight_kg / 1000.0 * price_per_t",  # converted on the way
        "total = qty * price_per_item",  # no unit per
        "v = weight_kg * cost_per_mile",  # another kind: no mix-up of two masses
        "area = width_mm * height_mm",  # no rate
    ],
)
def test_a_rate_per_the_amounts_unit_or_converted_is_not_rated(line: str) -> None:
    assert rated(line) is None


def test_a_rated_source_line_is_a_slip_of_its_kind() -> None:
    patch = "@@ -1,2 +1,2 @@\n void price(T *out) {\n-    out->value = out->store_kg / 1000.0 * out->price_per_t;\n"
    patch += "+    out->value = out->store_kg * out->price_per_t;\n"
    changes = one_file("src/pricing.c", patch)
    assert dict(rated_lines(changes)) == {("src/pricing.c", 2): 2}
    assert slipped_lines(changes)[("src/pricing.c", 2)] == (2, RATE)
    assert not rated_lines(one_file("tests/test_pricing.c", patch))
