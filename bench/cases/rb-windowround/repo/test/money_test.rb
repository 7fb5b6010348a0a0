require "test_helper"

class MoneyTest < Minitest::Test
  def test_format
    assert_equal "£12.50", Windowround::Money.format(1250)
    assert_equal "£0.05", Windowround::Money.format(5)
    assert_equal "-£3.00", Windowround::Money.format(-300)
  end
end
