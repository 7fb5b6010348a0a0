require "test_helper"

class TestCalendar < Minitest::Test
  include TestData

  def test_closed_sundays_mondays_and_holidays
    assert calendar.open?(Date.new(2026, 6, 13))
    refute calendar.open?(Date.new(2026, 6, 14))
    refute calendar.open?(Date.new(2026, 6, 15))
    refute calendar.open?(Date.new(2026, 5, 25))
    assert calendar.open?(Date.new(2026, 5, 26))
  end

  def test_bake_days
    assert_equal Date.new(2026, 6, 6), calendar.bake_day(Date.new(2026, 6, 13), fruit: true)
    assert_equal Date.new(2026, 6, 11), calendar.bake_day(Date.new(2026, 6, 13), fruit: false)
    # Due Tuesday: two days before is a Sunday, so Saturday.
    assert_equal Date.new(2026, 6, 13), calendar.bake_day(Date.new(2026, 6, 16), fruit: false)
  end

  def test_lead_times
    assert_equal Date.new(2026, 5, 23), calendar.earliest_due(Date.new(2026, 5, 2), :wedding)
    assert calendar.can_take?(Date.new(2026, 5, 2), Date.new(2026, 5, 23), :wedding)
    refute calendar.can_take?(Date.new(2026, 5, 2), Date.new(2026, 5, 22), :wedding)
    refute calendar.can_take?(Date.new(2026, 7, 1), Date.new(2026, 7, 5), :celebration)
  end
end
