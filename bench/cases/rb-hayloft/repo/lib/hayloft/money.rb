module Hayloft
  # Amounts are whole pence; Money only formats them.
  module Money
    module_function

    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      "#{sign}£#{group(pounds)}.#{rest.to_s.rjust(2, "0")}"
    end

    def group(pounds)
      pounds.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
    end
  end
end
