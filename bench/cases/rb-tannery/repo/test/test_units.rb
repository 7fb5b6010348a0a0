# frozen_string_literal: true

require "test_helper"

class TestUnits < Minitest::Test
  include Tannery

  def test_area_conversions_round_trip
    assert_in_delta 1.0, Units.sqft_to_sqm(10.7639), 1e-9
    assert_in_delta 53.82, Units.sqm_to_sqft(5.0), 0.001
    assert_in_delta 42.0, Units.sqm_to_sqft(Units.sqft_to_sqm(42.0)), 1e-9
  end

  def test_kg_to_lb
    assert_in_delta 66.14, Units.kg_to_lb(30.0), 0.01
  end

  def test_measure_to_quarter_foot
    assert_equal 48.25, Units.measure_sqft(48.3)
    assert_equal 46.0, Units.measure_sqft(46.1)
    assert_equal 51.25, Units.measure_sqft(51.2)
    assert_equal 52.75, Units.measure_sqft(52.7)
  end

  def test_money
    assert_equal "£0.05", Units.money(5)
    assert_equal "£12.30", Units.money(1230)
    assert_equal "£1,234.56", Units.money(123_456)
    assert_equal "£1,000,000.00", Units.money(100_000_000)
    assert_equal "-£81.13", Units.money(-8113)
  end
end
