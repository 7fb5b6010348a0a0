module Windowround
  module Money
    module_function

    # 1250 -> "£12.50"
    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      "#{sign}£#{pounds}.#{rest.to_s.rjust(2, "0")}"
    end
  end
end
