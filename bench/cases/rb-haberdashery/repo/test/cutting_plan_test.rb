require "test_helper"

class CuttingPlanTest < Minitest::Test
  include Haberdashery

  def test_pieces_share_rows_across_the_width
    plan = CuttingPlan.new(Fixtures.linen)
                      .add("front", length_cm: 70, width_cm: 60)
                      .add("back", length_cm: 72, width_cm: 62)
                      .add("sleeve", length_cm: 55, width_cm: 40, count: 2)
    assert_equal [%w[back front], %w[sleeve sleeve]], plan.rows.map { |r| r.map(&:name) }
    assert_equal 72 + 55, plan.length_cm
    assert_equal 130, plan.cut_length
  end

  def test_pattern_repeat_rounds_each_row
    plan = CuttingPlan.new(Fixtures.floral)
                      .add("panel", length_cm: 70, width_cm: 100)
                      .add("pocket", length_cm: 20, width_cm: 20, count: 2)
    assert_equal 2, plan.rows.size
    assert_equal 96 + 32, plan.length_cm
    assert_equal 130, plan.cut_length
  end

  def test_piece_wider_than_fabric
    assert_raises(ArgumentError) do
      CuttingPlan.new(Fixtures.floral).add("curtain", length_cm: 200, width_cm: 130)
    end
  end
end
