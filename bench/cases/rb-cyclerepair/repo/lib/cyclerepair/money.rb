module Cyclerepair
  # Amounts are integers in pence.
  module Money
    module_function

    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      format_str = "%s£%d.%02d"
      Kernel.format(format_str, sign, pounds, rest)
    end

    # Adds VAT at the given rate (percent), to the nearest penny.
    def with_vat(pence, rate = 20)
      pence + (pence * rate / 100.0).round
    end
  end
end
