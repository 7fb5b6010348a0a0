from decimal import Decimal

from glazebatch.batching import Weighed, scale
from glazebatch.costing import material_cost, member_fee


def test_material_cost_of_a_batch(celadon):
    # 270 g feldspar 0.567, 300 g silica 0.36, 200 g whiting 0.18, 230 g kaolin 0.253, 15 g iron 0.072
    assert material_cost(scale(celadon, 1000)) == Decimal("1.43")


def test_member_fee_adds_handling():
    parts = [Weighed("cobalt carbonate", 20.0, addition=True)]
    assert material_cost(parts) == Decimal("1.90")
    assert member_fee(parts) == Decimal("2.19")
