# frozen_string_literal: true

module Trawler
  # Amounts are whole pence (Integer); rates may be fractional until rounded.
  module Money
    module_function

    def pence(value)
      value.round(half: :up).to_i
    end

    def percent(amount, rate)
      pence(Rational(amount) * Rational(rate) / 100)
    end

    def format(amount)
      sign = amount.negative? ? "-" : ""
      pounds, p = amount.abs.divmod(100)
      whole = pounds.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
      "#{sign}£#{whole}.#{p.to_s.rjust(2, '0')}"
    end
  end
end
