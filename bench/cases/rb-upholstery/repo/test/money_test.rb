require "test_helper"

class MoneyTest < Minitest::Test
  include Upholstery

  def test_pence_from_pounds
    assert_equal 2_450, Money.pence("24.50")
    assert_equal 1, Money.pence(0.005)
    assert_equal 1_999, Money.pence(19.99)
  end

  def test_format
    assert_equal "£24.50", Money.format(2_450)
    assert_equal "£0.05", Money.format(5)
    assert_equal "£120.00", Money.format(12_000)
  end

  def test_percent_rounds_half_up
    assert_equal 2_000, Money.percent_of(10_000, 20)
    assert_equal 3, Money.percent_of(13, 20)
    assert_equal 1, Money.percent_of(5, 10)
  end
end
