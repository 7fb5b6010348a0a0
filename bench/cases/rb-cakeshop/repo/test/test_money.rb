require "test_helper"

class TestMoney < Minitest::Test
  include Cakeshop

  def test_format
    assert_equal "£0.05", Money.format(5)
    assert_equal "£221.70", Money.format(22_170)
    assert_equal "£1,234.00", Money.format(123_400)
    assert_equal "-£7.20", Money.format(-720)
  end

  def test_percent_rounds_to_the_penny
    assert_equal 6651, Money.percent(22_170, 30)
    assert_equal 2, Money.percent(5, 30)
    assert_equal 0, Money.percent(1, 30)
  end
end
