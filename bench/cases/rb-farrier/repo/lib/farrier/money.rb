module Farrier
  # Amounts are whole pence; these turn them into text for invoices.
  module Money
    module_function

    def pounds(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      format("%s£%d.%02d", sign, pounds, rest)
    end

    def sum(amounts)
      amounts.reduce(0) do |total, amount|
        raise TypeError, "not whole pence: #{amount.inspect}" unless amount.is_a?(Integer)

        total + amount
      end
    end
  end
end
