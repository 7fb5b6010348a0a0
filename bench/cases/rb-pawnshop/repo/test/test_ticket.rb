# frozen_string_literal: true

require_relative "test_helper"

class TestTicket < Minitest::Test
  include Fixtures

  def test_render
    loan = Pawnshop::Loan.new(ticket: 1042, principal: 25_000, taken_on: d("2025-03-10"), items: [chain, guitar])
    expected = <<~TICKET
      HIGH STREET LOANS - PAWN TICKET No. 1042
      Date of loan:               10 Mar 2025
      Amount lent:                £250.00
      Monthly charge:             8.0% (£20.00)
      Redeem by:                  10 Sep 2025
      Grace until:                24 Sep 2025
      Pledged:
        - Curb chain, 9ct, 24.0 g
        - Electric guitar (good)
      To redeem on the due date:  £370.00
    TICKET
    assert_equal expected, Pawnshop::Ticket.render(loan, shop: "High Street Loans")
  end

  def test_percent
    assert_equal "8.5%", Pawnshop::Ticket.percent(0.085)
  end
end
