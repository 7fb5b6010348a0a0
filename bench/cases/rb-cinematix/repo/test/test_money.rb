require "test_helper"

class MoneyTest < Minitest::Test
  Money = Cinematix::Money

  def test_format
    assert_equal "€12.50", Money.format(1250)
    assert_equal "€0.05", Money.format(5)
    assert_equal "-€3.00", Money.format(-300)
  end

  def test_percent_of_whole_amounts
    assert_equal 250, Money.percent_of(1250, 20)
    assert_equal 150, Money.percent_of(1000, 15)
    assert_equal 0, Money.percent_of(1999, 0)
  end

  def test_percent_of_rejects_negative
    assert_raises(ArgumentError) { Money.percent_of(-1, 10) }
  end
end
