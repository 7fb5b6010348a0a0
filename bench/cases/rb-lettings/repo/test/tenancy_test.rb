require "test_helper"

class TenancyTest < Minitest::Test
  include Fixtures

  def test_end_date_is_day_before_anniversary
    assert_equal Date.new(2025, 3, 14), tenancy.end_date
    assert_equal Date.new(2024, 7, 31), tenancy(start_date: Date.new(2024, 2, 1), term_months: 6).end_date
  end

  def test_weekly_rent_rounds_down
    assert_equal 21_923, tenancy.weekly_rent
    assert_equal 11_400_00, tenancy.annual_rent
  end

  def test_rent_due_dates
    dates = tenancy.rent_due_dates(Date.new(2024, 3, 1), Date.new(2024, 6, 30))
    assert_equal [Date.new(2024, 3, 15), Date.new(2024, 4, 15), Date.new(2024, 5, 15),
                  Date.new(2024, 6, 15)], dates
  end

  def test_rent_due_dates_at_month_end
    t = tenancy(start_date: Date.new(2024, 1, 31))
    dates = t.rent_due_dates(Date.new(2024, 1, 1), Date.new(2024, 4, 30))
    assert_equal [Date.new(2024, 1, 31), Date.new(2024, 2, 29), Date.new(2024, 3, 31),
                  Date.new(2024, 4, 30)], dates
  end

  def test_period_containing
    assert_equal [Date.new(2024, 5, 15), Date.new(2024, 6, 14)], tenancy.period_containing(Date.new(2024, 6, 1))
    assert_equal [Date.new(2024, 6, 15), Date.new(2024, 7, 14)], tenancy.period_containing(Date.new(2024, 6, 15))
  end

  def test_period_before_start
    assert_raises(ArgumentError) { tenancy.period_containing(Date.new(2024, 3, 14)) }
  end

  def test_periodic_after_fixed_term
    refute tenancy.periodic_on?(Date.new(2025, 3, 14))
    assert tenancy.periodic_on?(Date.new(2025, 3, 15))
  end

  def test_validation
    assert_raises(ArgumentError) { tenancy(tenants: []) }
    assert_raises(ArgumentError) { tenancy(term_months: 0) }
    assert_raises(ArgumentError) { tenancy(rent_pcm: 0) }
  end

  def test_to_s
    assert_equal "HB-14: Priya Shah & Tom Ellery from 2024-03-15, 12 months at £950.00 pcm", tenancy.to_s
  end
end
