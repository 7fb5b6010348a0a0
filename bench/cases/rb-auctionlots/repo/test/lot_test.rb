require "test_helper"

class LotTest < Minitest::Test
  def test_estimate_with_thousands
    lot = AuctionLots::Lot.new(12, "Longcase clock", low: 1200, high: 1800)
    assert_equal "£1,200-1,800", lot.estimate
  end

  def test_line_and_withdrawn_line
    lot = AuctionLots::Lot.new(7, "Oak settle", low: 150, high: 250)
    assert_equal "   7  Oak settle                   £150-250", lot.line
    lot.withdraw!
    assert_match(/WITHDRAWN\z/, lot.line)
  end

  def test_low_above_high
    assert_raises(ArgumentError) { AuctionLots::Lot.new(1, "Chair", low: 90, high: 60) }
  end
end
