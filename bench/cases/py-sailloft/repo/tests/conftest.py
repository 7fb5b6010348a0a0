import pytest

from sailloft.cloth import PriceBook
from sailloft.sails import Sail


@pytest.fixture
def book() -> PriceBook:
    return PriceBook(
        cloth_per_m2={"dacron-7oz": 1850, "dacron-5oz": 1420, "nylon-1.5oz": 990},
        tape_per_m={"dacron-50": 310, "dacron-75": 420},
        labour_per_hour=4200,
        minimum_charge=2500,
    )


@pytest.fixture
def main_sail() -> Sail:
    # a 30-foot cruiser's mainsail
    return Sail("Tern main", "main", luff_m=11.2, leech_m=11.8, foot_m=3.9, cloth="dacron-7oz")


@pytest.fixture
def genoa() -> Sail:
    return Sail("Tern genoa", "genoa", luff_m=12.4, leech_m=11.6, foot_m=5.9, cloth="dacron-5oz")
