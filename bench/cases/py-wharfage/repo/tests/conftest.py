from datetime import datetime
from decimal import Decimal

import pytest

from wharfage.calls import CargoLot, PortCall
from wharfage.vessels import Vessel

BALTIC_TERN = Vessel("Baltic Tern", "9310733", 2996, 89.95, "general cargo")
KILDA_TRADER = Vessel("Kilda Trader", "9183116", 1598, 79.0, "bulk carrier")
SOLENT_FUEL = Vessel("Solent Fuel", "9412347", 3611, 91.4, "tanker")
MORVEN = Vessel("Morven", "9074365", 420, 32.0, "fishing")


@pytest.fixture
def timber_call():
    """Two days alongside to the minute, timber in and steel out."""
    return PortCall(
        "NQ1-24-031",
        BALTIC_TERN,
        "North Quay 1",
        datetime(2024, 3, 4, 6, 0),
        datetime(2024, 3, 6, 6, 0),
        "Medway Shipping Agency",
        [CargoLot("timber", Decimal("1200")), CargoLot("steel", Decimal("350"), "export")],
    )


@pytest.fixture
def grain_call():
    return PortCall(
        "SQ-24-017",
        KILDA_TRADER,
        "South Quay",
        datetime(2024, 3, 5, 14, 30),
        datetime(2024, 3, 6, 9, 15),
        "Medway Shipping Agency",
        [CargoLot("grain", Decimal("3100"), "export")],
    )


@pytest.fixture
def tanker_call():
    return PortCall(
        "OJ-24-009",
        SOLENT_FUEL,
        "Oil Jetty",
        datetime(2024, 3, 11, 22, 0),
        datetime(2024, 3, 13, 19, 40),
        "Thames Tankers Ltd",
        [CargoLot("fuel oil", Decimal("2800"))],
    )


def fishing_calls(count, agent="Harbour Fish Agency", month=3):
    calls = []
    for n in range(count):
        day = 2 + 3 * n
        calls.append(
            PortCall(
                f"FD-24-{month:02d}{n + 1:02d}",
                MORVEN,
                "Fish Dock",
                datetime(2024, month, day, 4, 0),
                datetime(2024, month, day, 10, 30),
                agent,
                [CargoLot("fish", Decimal("12.5"))],
            )
        )
    return calls


@pytest.fixture
def march_calls(timber_call, grain_call, tanker_call):
    return [tanker_call, timber_call, grain_call, *fishing_calls(5)]
