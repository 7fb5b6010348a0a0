module Haberdashery
  # Prices are whole pence (Integer) throughout.
  module Money
    module_function

    # Rounds a fractional amount of pence half up, as the till does.
    def round(pence)
      pence.round(half: :up).to_i
    end

    def percent(pence, percent)
      round(pence * percent / 100.0)
    end

    def format(pence)
      sign = pence.negative? ? "-" : ""
      pounds, p = pence.abs.divmod(100)
      "#{sign}£#{pounds.to_s.reverse.scan(/\d{1,3}/).join(',').reverse}.#{p.to_s.rjust(2, '0')}"
    end
  end
end
