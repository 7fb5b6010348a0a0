module Cakeshop
  # Amounts are whole pence; this formats them for the quote.
  module Money
    module_function

    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      whole = pounds.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
      "#{sign}£#{whole}.#{rest.to_s.rjust(2, "0")}"
    end

    def percent(pence, percent)
      (pence * percent / 100.0).round
    end
  end
end
