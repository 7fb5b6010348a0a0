require "minitest/autorun"
require "libloans"

class TestLoan < Minitest::Test
  def setup
    @calendar = Libloans::Calendar.new(["2026-12-25", "2026-12-26"])
  end

  def dvd(borrowed_on)
    Libloans::Loan.new(title: "Paris, Texas", media: :dvd, borrowed_on: borrowed_on, calendar: @calendar)
  end

  def test_due_after_the_loan_period
    assert_equal Date.new(2026, 12, 23), dvd(Date.new(2026, 12, 16)).due_on
  end

  def test_returned_on_time_owes_nothing
    loan = dvd(Date.new(2026, 12, 16))
    refute loan.overdue?(Date.new(2026, 12, 23))
    assert_equal 0, loan.fine(Date.new(2026, 12, 23))
  end

  def test_closed_days_are_not_fined
    loan = dvd(Date.new(2026, 12, 16))
    days = loan.fine_days(Date.new(2026, 12, 28))
    assert_equal [Date.new(2026, 12, 24), Date.new(2026, 12, 28)], days
    assert_equal 200, loan.fine(Date.new(2026, 12, 28))
  end

  def test_fine_stops_at_the_cap
    loan = dvd(Date.new(2026, 1, 5))
    assert_equal 1500, loan.fine(Date.new(2026, 3, 2))
  end
end
