import pytest

from maltings import barley, batch, germination, kilning, steeping
from maltings.dispatch import Contract, Delivery


@pytest.fixture
def lot():
    return barley.BarleyLot(
        lot_id="L24-031",
        variety="Maris Otter",
        supplier="Hall Farm",
        tonnes=28.0,
        moisture=13.2,
        nitrogen=1.58,
        germinative_energy=98.0,
        screenings=2.0,
        specific_weight=66.5,
    )


@pytest.fixture
def pale_batch(lot):
    return batch.Batch("B24-117", lot, steeping.STANDARD, germination.FLOOR, kilning.PALE_ALE)


@pytest.fixture
def contract():
    return Contract("Old Forge Brewery", price_per_tonne=520.0, moisture=4.5, haulage_per_tonne=18.0)


@pytest.fixture
def deliveries():
    return [
        Delivery("T-4410", "B24-117", 12.40, 3.8),
        Delivery("T-4411", "B24-117", 10.20, 4.5),
        Delivery("T-4415", "B24-121", 11.75, 5.9),
    ]
