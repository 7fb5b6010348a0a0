require "test_helper"

class TestCuttingList < Minitest::Test
  include JobFixtures

  def test_pieces_and_lengths
    list = side_table
    assert_equal 11, list.pieces
    assert_equal 460, list.lines[1].board.length
  end

  def test_volume_with_waste
    vol = side_table.volume_by_timber
    assert_equal ["European oak"], vol.keys
    # legs 4 x 700x51x51, aprons 4 x 460x96x28, top 3 x 560x166x31
    raw = 4 * 700 * 51 * 51 + 4 * 460 * 96 * 28 + 3 * 560 * 166 * 31
    assert_in_delta raw / 1e9 * 1.15, vol["European oak"], 1e-9
  end

  def test_timber_cost
    assert_in_delta 57.64, side_table.timber_cost, 0.01
  end

  def test_waste_bounds
    assert_raises(ArgumentError) { Joinery::CuttingList.new(waste: 1.2) }
    assert_raises(ArgumentError) { Joinery::CuttingList.new.add("x", qty: 0, length: 1, width: 1, thickness: 1, timber: :oak) }
  end
end
