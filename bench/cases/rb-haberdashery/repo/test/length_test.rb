require "test_helper"

class LengthTest < Minitest::Test
  L = Haberdashery::Length

  def test_parse_metric
    assert_equal 150, L.parse("1.5m")
    assert_equal 90, L.parse("90 cm")
    assert_equal 230, L.parse("2.3 M")
  end

  def test_parse_inches_rounds_up_to_whole_cm
    assert_equal 92, L.parse("36in")
    assert_equal 26, L.parse("10\"")
  end

  def test_parse_rejects_nonsense
    assert_raises(ArgumentError) { L.parse("enough for a skirt") }
    assert_raises(ArgumentError) { L.parse("2 m please") }
  end

  def test_format
    assert_equal "1.50 m", L.format(150)
    assert_equal "1.00 m", L.format(100)
    assert_equal "45 cm", L.format(45)
  end
end
