require "test_helper"

class TestCalendar < Minitest::Test
  include TestData

  def test_open_tuesday_to_saturday_but_not_bank_holidays
    assert calendar.open?(Date.new(2026, 11, 24))
    assert calendar.open?(Date.new(2026, 11, 28))
    refute calendar.open?(Date.new(2026, 11, 29))
    refute calendar.open?(Date.new(2026, 11, 30))
    refute calendar.open?(Date.new(2026, 12, 25))
  end

  def test_add_working_days
    assert_equal Date.new(2026, 11, 27), calendar.add_working_days(Date.new(2026, 11, 24), 3)
    assert_equal Date.new(2026, 12, 1), calendar.add_working_days(Date.new(2026, 11, 28), 1)
    assert_equal Date.new(2026, 11, 24), calendar.add_working_days(Date.new(2026, 11, 24), 0)
  end

  def test_add_working_days_over_christmas
    assert_equal Date.new(2026, 12, 29), calendar.add_working_days(Date.new(2026, 12, 23), 3)
    assert_equal Date.new(2027, 1, 2), calendar.add_working_days(Date.new(2026, 12, 31), 1)
  end

  def test_next_open
    assert_equal Date.new(2026, 12, 1), calendar.next_open(Date.new(2026, 11, 29))
    assert_equal Date.new(2026, 11, 24), calendar.next_open(Date.new(2026, 11, 24))
  end
end
