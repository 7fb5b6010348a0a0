module Cinematix
  # Amounts are integer cents throughout.
  module Money
    module_function

    # The share pct (a whole-number percentage) of cents, rounded half up to a cent.
    def percent_of(cents, pct)
      raise ArgumentError, "negative amount" if cents.negative?

      (cents * pct / 100.0).round
    end

    # 123456 -> "€1234.56"
    def format(cents)
      sign = cents.negative? ? "-" : ""
      whole, rest = cents.abs.divmod(100)
      "#{sign}€#{whole}.#{rest.to_s.rjust(2, '0')}"
    end
  end
end
