require "test_helper"

class TestQuote < Minitest::Test
  include JobFixtures

  def test_totals
    q = Joinery::Quote.new(side_table, hours: 14, finish: :hardwax_oil)
    assert_in_delta 78.64, q.materials, 0.01
    assert_equal 588.0, q.labour
    assert_in_delta 666.64, q.net, 0.01
    assert_in_delta 799.97, q.total, 0.01
  end

  def test_rendering
    q = Joinery::Quote.new(side_table, hours: 14, finish: :hardwax_oil)
    assert_match(/Labour 14\.0 h at £42\.00 +£   588\.00/, q.to_s)
  end

  def test_negative_hours
    assert_raises(ArgumentError) { Joinery::Quote.new(side_table, hours: -1) }
  end
end
