# frozen_string_literal: true

require_relative "test_helper"

class TestLedger < Minitest::Test
  include Fixtures

  def setup
    @ledger = Pawnshop::Ledger.new(first_ticket: 500)
    @first = @ledger.lend(principal: 25_000, on: d("2025-01-15"), items: [chain])
    @second = @ledger.lend(principal: 12_000, on: d("2025-02-03"), items: [guitar], monthly_rate: 0.1)
    @third = @ledger.lend(principal: 2_000, on: d("2025-02-20"), items: [drill], term_months: 3)
  end

  def test_tickets_are_numbered_in_turn
    assert_equal [500, 501, 502], [@first, @second, @third].map(&:ticket)
    assert_equal 39_000, @ledger.principal_outstanding
  end

  def test_redeem_records_interest_and_repayment
    paid = @ledger.redeem(500, d("2025-04-02"))
    assert_equal 31_000, paid
    assert_equal 6_000, @ledger.interest_received
    assert @ledger.closed?(500)
    assert_equal 14_000, @ledger.principal_outstanding
  end

  def test_renew_charges_interest_and_restarts_the_term
    paid = @ledger.renew(501, d("2025-08-03"))
    assert_equal 7_200, paid
    assert_equal d("2026-02-03"), @ledger.loan(501).due_on
    refute @ledger.closed?(501)
  end

  def test_cannot_renew_after_the_grace_period
    assert_raises(Pawnshop::Error) { @ledger.renew(502, d("2025-06-04")) }
  end

  def test_overdue_and_forfeitable_lists
    assert_equal [502], @ledger.overdue(d("2025-05-25")).map(&:ticket)
    assert_equal [502], @ledger.forfeitable(d("2025-06-04")).map(&:ticket)
    assert_equal [502, 500], @ledger.forfeitable(d("2025-07-30")).map(&:ticket)
  end

  def test_forfeit_only_after_grace
    assert_raises(Pawnshop::Error) { @ledger.forfeit(502, d("2025-06-03")) }
    loan = @ledger.forfeit(502, d("2025-06-04"))
    assert_equal @third, loan
    assert @ledger.closed?(502)
    assert_raises(Pawnshop::Error) { @ledger.loan(502) }
  end

  def test_year_of_business
    @ledger.redeem(500, d("2025-07-15"))
    @ledger.renew(501, d("2025-08-03"))
    @ledger.redeem(501, d("2025-10-03"))
    assert_equal 12_000 + 7_200 + 2_400, @ledger.interest_received
    assert_equal 2_000, @ledger.principal_outstanding
    assert_equal(-39_000 + 25_000 + 12_000, @ledger.entries.reject { |e| e.kind == :interest }.sum(&:amount))
  end
end
