require "test_helper"

class MoneyTest < Minitest::Test
  include Lettings

  def test_format
    assert_equal "£0.05", Money.format(5)
    assert_equal "£950.00", Money.format(950_00)
    assert_equal "£12,345.60", Money.format(12_345_60)
    assert_equal "-£1,000.01", Money.format(-1000_01)
  end

  def test_parse
    assert_equal 950_00, Money.parse("£950")
    assert_equal 1_234_50, Money.parse("1,234.5")
    assert_equal(-12_00, Money.parse("(£12.00)"))
    assert_equal(-7, Money.parse("-0.07"))
  end

  def test_parse_rejects_rubbish
    assert_raises(ArgumentError) { Money.parse("twelve") }
    assert_raises(ArgumentError) { Money.parse("1.234") }
  end

  def test_percent_of_rounds_halves_up
    assert_equal 11_400, Money.percent_of(950_00, 1200)
    assert_equal 1, Money.percent_of(5, 1000)
    assert_equal 0, Money.percent_of(4, 1000)
    assert_equal 2_280, Money.percent_of(11_400, 2000)
  end
end
