# frozen_string_literal: true

require_relative "test_helper"

class TestCalendar < Minitest::Test
  include Fixtures
  Calendar = Pawnshop::Calendar

  def test_full_months
    assert_equal 0, Calendar.full_months(d("2025-03-10"), d("2025-04-09"))
    assert_equal 1, Calendar.full_months(d("2025-03-10"), d("2025-04-10"))
    assert_equal 6, Calendar.full_months(d("2025-03-10"), d("2025-09-30"))
    assert_equal 13, Calendar.full_months(d("2024-12-01"), d("2026-01-01"))
  end

  def test_full_months_is_zero_backwards
    assert_equal 0, Calendar.full_months(d("2025-03-10"), d("2025-01-10"))
  end

  def test_month_ends
    assert_equal 1, Calendar.full_months(d("2025-01-31"), d("2025-02-28"))
    assert_equal d("2024-02-29"), Calendar.add_months(d("2024-01-31"), 1)
    assert_equal d("2025-02-28"), Calendar.month_end(d("2025-02-03"))
  end

  def test_days_between
    assert_equal 14, Calendar.days_between(d("2025-09-10"), d("2025-09-24"))
    assert_equal 365, Calendar.days_between(d("2025-01-01"), d("2026-01-01"))
  end
end
