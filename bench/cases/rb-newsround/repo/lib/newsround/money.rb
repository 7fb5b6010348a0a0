# frozen_string_literal: true

module Newsround
  # Amounts are whole pence everywhere; this turns them into pounds for printing.
  module Money
    module_function

    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      "#{sign}£#{pounds}.#{rest.to_s.rjust(2, '0')}"
    end

    def sum(amounts)
      amounts.sum(0)
    end
  end
end
