module Lettings
  # Amounts are kept as integer pence throughout; this module converts to and
  # from the strings that appear on statements and in imported bank files.
  module Money
    module_function

    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      grouped = pounds.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
      "#{sign}£#{grouped}.#{rest.to_s.rjust(2, "0")}"
    end

    def parse(text)
      cleaned = text.to_s.strip.delete("£,")
      negative = cleaned.start_with?("-") || (cleaned.start_with?("(") && cleaned.end_with?(")"))
      cleaned = cleaned.delete("-()")
      raise ArgumentError, "not an amount: #{text.inspect}" unless cleaned.match?(/\A\d+(\.\d{1,2})?\z/)

      pounds, pennies = cleaned.split(".")
      pence = pounds.to_i * 100 + (pennies || "0").ljust(2, "0").to_i
      negative ? -pence : pence
    end

    # Percentages are given in basis points (1250 = 12.5%) so that fee rates
    # never pass through floating point. Halves round up.
    def percent_of(pence, basis_points)
      (pence * basis_points * 2 + 10_000).div(20_000)
    end
  end
end
