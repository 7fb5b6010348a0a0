# frozen_string_literal: true

module Pawnshop
  # The sale of a forfeited pledge. On a loan of more than £75 whatever
  # the sale raises above the debt belongs to the customer.
  class ForfeitSale
    SURPLUS_THRESHOLD = 7_500

    attr_reader :loan, :sold_for, :sold_on

    def initialize(loan, sold_for:, sold_on:)
      raise ArgumentError, "sale before the loan fell due" if sold_on <= loan.due_on

      @loan = loan
      @sold_for = sold_for
      @sold_on = sold_on
    end

    # Principal and interest up to the day of sale.
    def debt
      loan.redemption_amount(sold_on)
    end

    def surplus
      [sold_for - debt, 0].max
    end

    def shortfall
      [debt - sold_for, 0].max
    end

    def payable_to_customer
      loan.principal > SURPLUS_THRESHOLD ? surplus : 0
    end

    def kept_by_shop
      sold_for - payable_to_customer
    end
  end
end
