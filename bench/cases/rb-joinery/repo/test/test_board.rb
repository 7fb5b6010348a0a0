require "test_helper"

class TestBoard < Minitest::Test
  def test_volume_cost_weight
    b = Joinery::Board.new(length: 2000, width: 150, thickness: 50, timber: :oak)
    assert_in_delta 0.015, b.volume_m3, 1e-9
    assert_equal 36.0, b.cost
    assert_equal 10.8, b.weight_kg
  end

  def test_sawn_for_adds_planing
    b = Joinery::Board.sawn_for(length: 700, width: 45, thickness: 45, timber: :ash)
    assert_equal [700, 51, 51], [b.length, b.width, b.thickness]
    assert_equal "700 x 51 x 51 Ash", b.to_s
  end

  def test_rejects_zero
    assert_raises(ArgumentError) { Joinery::Board.new(length: 0, width: 10, thickness: 10, timber: :oak) }
  end
end
