from datetime import date

from sporehouse.bags import fill_bags
from sporehouse.harvest import Pick, biological_efficiency, yield_by_bag


def picks():
    return [
        Pick("S-1105-01", date(2027, 1, 14), 610),
        Pick("S-1105-02", date(2027, 1, 14), 540),
        Pick("S-1105-01", date(2027, 2, 4), 330),
        Pick("P-1112-03", date(2026, 11, 20), 1_200),
    ]


def test_yield_by_bag():
    assert yield_by_bag(picks()) == {"S-1105-01": 940, "S-1105-02": 540, "P-1112-03": 1_200}


def test_biological_efficiency_of_two_bags(shiitake_batch):
    bags = fill_bags(shiitake_batch, 2_500)[:2]
    assert biological_efficiency(bags, picks()) == 77.7
