require "test_helper"

class YardageTest < Minitest::Test
  include Upholstery

  def footstool
    Pieces.footstool(width: 60, depth: 40, height: 30)
  end

  def test_six_dining_seats_in_plain_linen
    plan = CutPlan.new(Fixtures.linen, Pieces.dining_seat(width: 45, depth: 42, count: 6))
    row = plan.rows.first
    assert_equal [2, 3, 61], [row.across, row.rows, row.length_cm]
    assert_equal 183, plan.length_cm
    assert_equal 1.9r, plan.metres
  end

  def test_footstool_in_plain_linen
    plan = CutPlan.new(Fixtures.linen, footstool)
    assert_equal [43, 33, 33], plan.rows.map(&:length_cm)
    assert_equal [2, 2, 3], plan.rows.map(&:across)
    assert_equal 1.1r, plan.metres
  end

  def test_pattern_repeat_rounds_every_row_up
    plan = CutPlan.new(Fixtures.strawberry_thief, footstool)
    assert_equal [72, 36, 36], plan.rows.map(&:length_cm)
    assert_equal 144, plan.length_cm
    assert_equal 1.5r, plan.metres
  end

  def test_armchair_in_a_patterned_fabric
    panels = Pieces.armchair(seat_width: 55, seat_depth: 50, back_height: 60, arm_length: 70)
    plan = CutPlan.new(Fixtures.strawberry_thief, panels.reject { |p| p.name == "cushion border" })
    assert_equal [72, 108, 72, 72, 72, 72], plan.rows.map(&:length_cm)
    assert_equal 6.2r, plan.metres
  end

  def test_panel_wider_than_the_fabric
    panels = [Panel.new("cushion border", 155, 12)]
    error = assert_raises(Error) { CutPlan.new(Fixtures.linen, panels).rows }
    assert_equal "cushion border (158.0 cm) is wider than Oatmeal linen (133 cm usable)", error.message
  end

  def test_waste
    plan = CutPlan.new(Fixtures.linen, footstool)
    assert_in_delta 0.3560, plan.waste.to_f, 1e-4
  end
end
