require "test_helper"

class QuoteTest < Minitest::Test
  def quote(room, from, to)
    Roomrates::Quote.new(room: room, check_in: Date.parse(from), check_out: Date.parse(to))
  end

  def test_weekday_nights_at_the_plain_rate
    assert_equal 2 * 7_000, quote(:single, "2026-03-02", "2026-03-04").price
  end

  def test_weekend_nights_carry_the_surcharge
    assert_equal 11_400 + 11_400 + 9_500, quote(:double, "2026-03-06", "2026-03-09").price
  end

  def test_a_week_or_more_is_discounted
    assert_equal 7 * 7_000 + 2 * 1_400 - (7 * 7_000 + 2 * 1_400) / 10, quote(:single, "2026-03-02", "2026-03-09").price
  end

  def test_check_out_must_follow_check_in
    assert_raises(ArgumentError) { quote(:single, "2026-03-04", "2026-03-04") }
  end
end
