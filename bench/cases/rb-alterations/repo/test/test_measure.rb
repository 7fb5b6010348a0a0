require "test_helper"

class TestMeasure < Minitest::Test
  include Alterations

  def test_parse_units
    assert_equal 50.8, Measure.parse("2in")
    assert_equal 50.8, Measure.parse("2\"")
    assert_equal 30.0, Measure.parse("3cm")
    assert_equal 15.0, Measure.parse("15mm")
  end

  def test_parse_fractions_and_signs
    assert_equal 38.1, Measure.parse("1 1/2in")
    assert_equal(-31.8, Measure.parse("-1 1/4in"))
    assert_equal 25.4, Measure.parse("+1in")
    assert_raises(ArgumentError) { Measure.parse("a bit") }
  end

  def test_format
    assert_equal "2in", Measure.format(50.8, "in")
    assert_equal "-1 1/2in", Measure.format(-38.1, "in")
    assert_equal "3/4in", Measure.format(19.1, "in")
    assert_equal "2.5cm", Measure.format(25.0, "cm")
    assert_equal "-3cm", Measure.format(-30.0, "cm")
  end
end
