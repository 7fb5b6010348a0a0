from datetime import date

import pytest

from apiary.hives import Hive, Queen
from apiary.inspections import Inspection, Temper


@pytest.fixture
def hives():
    return [
        Hive("Acacia", "Home", queen=Queen(2024)),
        Hive("Bramble", "Home", hive_type="14x12", queen=Queen(2023, clipped=True)),
        Hive("Clover", "Allotment", brood_boxes=2, queen=Queen(2025, marked=False)),
        Hive("Damson", "Allotment", queen=Queen(2025, origin="swarm")),
    ]


@pytest.fixture
def inspections():
    # In the order the members typed them in, not the order they were done.
    return [
        Inspection("Acacia", date(2025, 5, 3), 8, queen_seen=True, eggs_seen=True, stores_frames=2),
        Inspection("Bramble", date(2025, 5, 6), 6, eggs_seen=True, stores_frames=3, temper=Temper.DEFENSIVE),
        Inspection("Acacia", date(2025, 5, 10), 10, eggs_seen=True, queen_cells=2, stores_frames=1.5),
        Inspection("Clover", date(2025, 4, 28), 14, queen_seen=True, stores_frames=4),
        Inspection("Clover", date(2025, 5, 9), 16, eggs_seen=True, stores_frames=3),
        Inspection("Acacia", date(2025, 4, 26), 6, queen_seen=True, stores_frames=0.5, notes="first inspection"),
    ]
