require "test_helper"

class MoneyTest < Minitest::Test
  def test_pounds_and_pence
    assert_equal "£1,234.50", Livery::Money.format(123_450)
    assert_equal "£0.07", Livery::Money.format(7)
    assert_equal "£165.00", Livery::Money.format(16_500)
  end

  def test_negative
    assert_equal "-£12.00", Livery::Money.format(-1_200)
  end
end
