# frozen_string_literal: true

require_relative "test_helper"

class TestMoney < Minitest::Test
  Money = Pawnshop::Money

  def test_parse_pounds_and_pence
    assert_equal 125_050, Money.parse("£1,250.50")
    assert_equal 1200, Money.parse("12")
    assert_equal 1250, Money.parse("12.5")
    assert_equal 7, Money.parse("£0.07")
    assert_equal(-300, Money.parse("-£3"))
  end

  def test_parse_rejects_nonsense
    assert_raises(ArgumentError) { Money.parse("£12.505") }
    assert_raises(ArgumentError) { Money.parse("twelve") }
    assert_raises(ArgumentError) { Money.parse("1,25") }
  end

  def test_format
    assert_equal "£1,250.50", Money.format(125_050)
    assert_equal "£0.07", Money.format(7)
    assert_equal "£1,000,000.00", Money.format(100_000_000)
    assert_equal "-£3.00", Money.format(-300)
  end

  def test_round_trip
    [0, 5, 99, 100, 123_456, 98_765_432].each do |pence|
      assert_equal pence, Money.parse(Money.format(pence))
    end
  end

  def test_round_down
    assert_equal 12_500, Money.round_down(12_999, 500)
    assert_equal 12_500, Money.round_down(12_500, 500)
    assert_equal 0, Money.round_down(499, 500)
  end

  def test_percent_of_rounds_half_up
    assert_equal 2000, Money.percent_of(25_000, 0.08)
    assert_equal 1063, Money.percent_of(12_500, 0.085)
    assert_equal 1, Money.percent_of(10, 0.05)
  end
end
