# frozen_string_literal: true

require "test_helper"

class TestGrading < Minitest::Test
  include Tannery

  def setup
    @grader = Grader.new
    @batch = Fixtures.measured_steer_batch
    @by_tag = @batch.hides.to_h { |h| [h.tag, h] }
  end

  def test_grade_by_points_per_square_foot
    assert_equal "TR1", @grader.grade(@by_tag["S101"])
    assert_equal "TR1", @grader.grade(@by_tag["S103"])
    assert_equal "TR2", @grader.grade(@by_tag["S104"])
    assert_equal "TR3", @grader.grade(@by_tag["S106"])
    assert_equal Grader::REJECT, @grader.grade(@by_tag["S109"])
  end

  def test_grade_needs_area
    assert_raises(ArgumentError) { @grader.grade(Fixtures.steer_hides.first) }
  end

  def test_summary_in_grade_order
    summary = @grader.summary(@batch)
    assert_equal %w[TR1 TR2 TR3 REJECT], summary.keys
    assert_equal({ count: 7, area_sqft: 336.5 }, summary["TR1"])
    assert_equal({ count: 3, area_sqft: 136.75 }, summary["TR2"])
    assert_equal({ count: 1, area_sqft: 47.0 }, summary["REJECT"])
  end

  def test_saleable_area_leaves_out_rejects
    assert_equal 523.75, @grader.saleable_area(@batch)
  end
end
