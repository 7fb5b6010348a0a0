module Carboot
  module Money
    module_function

    # 1250 -> "£12.50", -300 -> "-£3.00"
    def format(pence)
      sign = pence.negative? ? '-' : ''
      pounds, rest = pence.abs.divmod(100)
      "#{sign}£#{pounds}.#{rest.to_s.rjust(2, '0')}"
    end

    # 20% of 1250 is 250; halves round up, as the till does
    def percent(pence, pct)
      (pence * pct + 50) / 100
    end
  end
end
