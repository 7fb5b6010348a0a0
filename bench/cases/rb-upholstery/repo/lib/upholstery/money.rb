module Upholstery
  # Amounts are kept in whole pence.
  module Money
    module_function

    def pence(pounds)
      (BigDecimal(pounds.to_s) * 100).round(0, :half_up).to_i
    end

    def format(pence)
      pounds, rest = pence.divmod(100)
      "£#{pounds}.#{rest.to_s.rjust(2, '0')}"
    end

    # Share of an amount, rounded half up to the penny.
    def percent_of(pence, percent)
      (Rational(pence * percent, 100)).round(half: :up)
    end
  end
end

require "bigdecimal"
