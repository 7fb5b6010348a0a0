require "test_helper"

class PanelTest < Minitest::Test
  include Upholstery

  def test_cut_size_adds_the_seams
    panel = Panel.new("top", 60, 40)
    assert_equal 63, panel.cut_width_cm
    assert_equal 43, panel.cut_height_cm
    assert_equal 63 * 43, panel.cut_area_cm2
  end

  def test_count_multiplies_the_area
    assert_equal 2 * 63 * 33, Panel.new("long side", 60, 30, 2).cut_area_cm2
  end

  def test_rejects_empty_panels
    assert_raises(ArgumentError) { Panel.new("top", 0, 40) }
    assert_raises(ArgumentError) { Panel.new("top", 60, 40, 0) }
  end

  def test_dining_seat_wraps_under_the_board
    seat = Pieces.dining_seat(width: 45, depth: 42, count: 6).first
    assert_equal [61, 58, 6], [seat.width_cm, seat.height_cm, seat.count]
  end

  def test_footstool_panels
    names = Pieces.footstool(width: 60, depth: 40, height: 30).map { |p| [p.name, p.count] }
    assert_equal [["top", 1], ["long side", 2], ["short side", 2]], names
  end

  def test_armchair_panels
    panels = Pieces.armchair(seat_width: 55, seat_depth: 50, back_height: 60, arm_length: 70)
    assert_equal 7, panels.size
    assert_equal 11, panels.sum(&:count)
    border = panels.find { |p| p.name == "cushion border" }
    assert_equal 155, border.width_cm
  end
end
