module Carpool
  # Text for the group chat: one line per person with their balance.
  class Report
    def initialize(ledger)
      @ledger = ledger
    end

    def lines
      @ledger.balances.map { |name, cents| balance_line(name, cents) }
    end

    def to_s
      lines.join("\n")
    end

    private

    def balance_line(name, cents)
      if cents.positive?
        "#{name} is owed #{Money.cents_to_s(cents)}"
      elsif cents.negative?
        "#{name} owes #{Money.cents_to_s(-cents)}"
      else
        "#{name} is square"
      end
    end
  end
end
