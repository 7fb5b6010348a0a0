from datetime import date

import pytest

from seedswap import Catalog, Variety

TODAY = date(2026, 4, 11)


@pytest.fixture
def catalog() -> Catalog:
    return Catalog(
        [
            Variety("TOM-01", "Gardener's Delight", "tomato", 40, 2),
            Variety("BEA-03", "Cobra", "bean", 600, 20),
            Variety("LET-02", "Little Gem", "lettuce", 25, 1),
        ]
    )
