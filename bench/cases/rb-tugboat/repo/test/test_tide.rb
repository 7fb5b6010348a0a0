# frozen_string_literal: true

require "test_helper"

class TideTableTest < Minitest::Test
  include Fixtures

  def test_heights_at_predictions
    assert_equal 0.6, tides.height_at(at(3))
    assert_equal 4.2, tides.height_at(at(9, 10))
  end

  def test_heights_between_predictions
    assert_equal 2.4, tides.height_at(at(6, 5))
    assert_equal 3.52, tides.height_at(at(8))
  end

  def test_depth
    assert_equal 12.52, tides.depth_at(at(8))
  end

  def test_clearance
    assert_equal 1.02, tides.clearance(12.52, 11.5)
  end

  def test_navigable
    assert tides.navigable?(11.5, at(8))
    refute tides.navigable?(11.5, at(7, 45))
    assert tides.navigable?(6.1, at(3))
  end

  def test_outside_the_table
    assert_raises(Tugboat::Error) { tides.height_at(at(2)) }
    assert_raises(Tugboat::Error) { tides.height_at(at(22)) }
  end

  def test_needs_two_predictions
    assert_raises(ArgumentError) { Tugboat::TideTable.new(charted_depth: 9, predictions: { at(3) => 1 }) }
  end
end
