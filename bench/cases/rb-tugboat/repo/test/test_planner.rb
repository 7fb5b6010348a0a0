# frozen_string_literal: true

require "test_helper"

class PlannerTest < Minitest::Test
  include Fixtures

  def setup
    @planner = Tugboat::Planner.new(tides)
  end

  def test_deep_ship_waits_for_the_flood
    assert_equal at(8), @planner.first_window(nordic_star, at(3))
  end

  def test_shallow_ship_goes_at_once
    assert_equal at(3), @planner.first_window(baltic_wren, at(3))
  end

  def test_window_around_high_water
    assert_equal [at(8), at(10, 15)], @planner.window(nordic_star, at(3))
  end

  def test_evening_window
    opens, = @planner.window(nordic_star, at(12))
    assert_equal at(20, 45), opens
  end

  def test_no_window_left
    planner = Tugboat::Planner.new(tides, minimum_clearance: 2.5)
    assert_nil planner.first_window(nordic_star, at(3))
  end
end
