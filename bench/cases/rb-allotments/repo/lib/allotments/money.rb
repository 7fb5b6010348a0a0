# frozen_string_literal: true

module Allotments
  # Amounts are kept in whole pence to avoid floating point drift.
  module Money
    module_function

    def pence(pounds)
      (pounds * 100).round
    end

    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      "#{sign}£#{group(pounds)}.#{rest.to_s.rjust(2, '0')}"
    end

    def group(pounds)
      pounds.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
    end

    # Splits an amount by percentage, rounding half up to the penny.
    def percent_of(pence, percent)
      ((pence * percent) / 100.0).round
    end
  end
end
