# frozen_string_literal: true

module Tannery
  # Conversions and rounding used across the works. Leather is sold by area
  # and measured to the nearest quarter of a square foot; money is kept in
  # whole pence.
  module Units
    SQFT_PER_SQM = 10.7639
    LB_PER_KG = 2.20462
    MEASURE_STEP_SQFT = 0.25

    module_function

    def sqft_to_sqm(sqft)
      sqft / SQFT_PER_SQM
    end

    def sqm_to_sqft(sqm)
      sqm * SQFT_PER_SQM
    end

    def kg_to_lb(kg)
      kg * LB_PER_KG
    end

    # Rounds an area to the measuring machine's quarter foot.
    def measure_sqft(sqft)
      (sqft / MEASURE_STEP_SQFT).round * MEASURE_STEP_SQFT
    end

    # Formats whole pence as pounds: 123456 -> "£1,234.56".
    def money(pence)
      sign = pence.negative? ? "-" : ""
      pounds, rest = pence.abs.divmod(100)
      grouped = pounds.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
      format("%s£%s.%02d", sign, grouped, rest)
    end
  end
end
