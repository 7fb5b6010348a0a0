require "minitest/autorun"
require "libloans"

class TestCalendar < Minitest::Test
  def setup
    @calendar = Libloans::Calendar.new(["2026-12-25", "2026-12-26"])
  end

  def test_sundays_and_holidays_are_closed
    refute @calendar.open?(Date.new(2026, 12, 27))
    refute @calendar.open?(Date.new(2026, 12, 25))
    assert @calendar.open?(Date.new(2026, 12, 24))
  end

  def test_next_open_skips_closed_days
    assert_equal Date.new(2026, 12, 28), @calendar.next_open(Date.new(2026, 12, 25))
  end

  def test_open_days_counts_both_ends
    assert_equal 4, @calendar.open_days(Date.new(2026, 12, 21), Date.new(2026, 12, 27))
  end
end
