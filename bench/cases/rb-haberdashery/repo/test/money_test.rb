require "test_helper"

class MoneyTest < Minitest::Test
  M = Haberdashery::Money

  def test_round_half_up
    assert_equal 3, M.round(2.5)
    assert_equal 2, M.round(2.4999)
    assert_equal 1350, M.round(1350.0)
  end

  def test_percent
    assert_equal 135, M.percent(1350, 10)
    assert_equal 68, M.percent(135, 50)
  end

  def test_format
    assert_equal "£0.07", M.format(7)
    assert_equal "£18.00", M.format(1800)
    assert_equal "£1,234.50", M.format(123_450)
    assert_equal "-£2.70", M.format(-270)
  end
end
