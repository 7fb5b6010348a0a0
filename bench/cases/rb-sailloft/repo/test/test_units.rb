# frozen_string_literal: true

require "test_helper"

class TestUnits < Minitest::Test
  include Sailloft

  def test_metres_pass_through
    assert_in_delta 9.91, Units.length("9.91m"), 1e-9
    assert_in_delta 9.91, Units.length("9.91 M"), 1e-9
    assert_in_delta 9.91, Units.length("9.91"), 1e-9
    assert_in_delta 4.2, Units.length(4.2), 1e-9
    assert_in_delta 3.0, Units.length(3), 1e-9
  end

  def test_millimetres
    assert_in_delta 0.914, Units.length("914mm"), 1e-9
    assert_in_delta 1.372, Units.length("1372 mm"), 1e-9
  end

  def test_feet_and_inches
    assert_in_delta 9.906, Units.length("32' 6\""), 1e-9
    assert_in_delta 9.906, Units.length("32ft 6in"), 1e-9
    assert_in_delta 9.7536, Units.length("32'"), 1e-9
    assert_in_delta 0.1524, Units.length("6\""), 1e-9
  end

  def test_rejects_what_it_cannot_read
    assert_raises(ArgumentError) { Units.length("about ten metres") }
    assert_raises(ArgumentError) { Units.length("32' 6") }
    assert_raises(ArgumentError) { Units.length(nil) }
  end

  def test_format_feet
    assert_equal "32' 6\"", Units.format_feet(9.906)
    assert_equal "32'", Units.format_feet(9.7536)
    assert_equal "30' 2\"", Units.format_feet(9.1948)
    assert_equal "1'", Units.format_feet(0.3)
  end

  def test_area
    assert_in_delta 215.28, Units.sq_metres_to_sq_feet(20.0), 0.01
  end
end
