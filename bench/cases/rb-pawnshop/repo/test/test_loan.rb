# frozen_string_literal: true

require_relative "test_helper"

class TestLoan < Minitest::Test
  include Fixtures

  def setup
    @loan = Pawnshop::Loan.new(ticket: 1042, principal: 25_000, taken_on: d("2025-03-10"), items: [chain])
  end

  def test_due_and_grace_dates
    assert_equal d("2025-09-10"), @loan.due_on
    assert_equal d("2025-09-24"), @loan.grace_ends_on
  end

  def test_month_end_loan_falls_due_at_month_end
    loan = Pawnshop::Loan.new(ticket: 1, principal: 5_000, taken_on: d("2025-08-31"), term_months: 6)
    assert_equal d("2026-02-28"), loan.due_on
  end

  def test_at_least_one_month_is_charged
    assert_equal 1, @loan.months_charged(d("2025-03-10"))
    assert_equal 1, @loan.months_charged(d("2025-03-11"))
  end

  def test_a_started_month_is_charged_in_full
    assert_equal 1, @loan.months_charged(d("2025-04-10"))
    assert_equal 2, @loan.months_charged(d("2025-04-11"))
    assert_equal 4, @loan.months_charged(d("2025-06-30"))
  end

  def test_interest_and_redemption
    assert_equal 2_000, @loan.monthly_charge
    assert_equal 6_000, @loan.interest_due(d("2025-06-01"))
    assert_equal 31_000, @loan.redemption_amount(d("2025-06-01"))
  end

  def test_redeemed_on_the_due_date
    assert_equal 6, @loan.months_charged(@loan.due_on)
    assert_equal 37_000, @loan.redemption_amount(@loan.due_on)
  end

  def test_no_interest_before_the_loan
    assert_raises(ArgumentError) { @loan.interest_due(d("2025-03-09")) }
  end

  def test_status
    assert_equal :active, @loan.status(d("2025-09-10"))
    assert_equal :overdue, @loan.status(d("2025-09-11"))
    assert_equal :overdue, @loan.status(d("2025-09-24"))
    assert_equal :forfeitable, @loan.status(d("2025-09-25"))
  end

  def test_renewed_starts_a_new_term
    renewed = @loan.renewed(d("2025-09-12"))
    assert_equal 1042, renewed.ticket
    assert_equal d("2026-03-12"), renewed.due_on
    assert_equal [chain], renewed.items
  end

  def test_rejects_bad_terms
    assert_raises(ArgumentError) { Pawnshop::Loan.new(ticket: 1, principal: 0, taken_on: d("2025-01-01")) }
    assert_raises(ArgumentError) do
      Pawnshop::Loan.new(ticket: 1, principal: 100, taken_on: d("2025-01-01"), term_months: 13)
    end
  end
end
