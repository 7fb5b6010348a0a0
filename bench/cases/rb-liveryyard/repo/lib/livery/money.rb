module Livery
  module Money
    module_function

    # 123450 -> "£1,234.50"
    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      grouped = pounds.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
      "#{sign}£#{grouped}.#{rest.to_s.rjust(2, "0")}"
    end
  end
end
