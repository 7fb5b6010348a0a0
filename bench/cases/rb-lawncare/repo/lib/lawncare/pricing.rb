module Lawncare
  # Prices for a single visit.
  module Pricing
    # Neglected lawns take the crew longer.
    CONDITION_SURCHARGE_PCT = { good: 0, fair: 10, poor: 25 }.freeze

    module_function

    # Integer division rounding halves up, for non-negative amounts.
    def div_round(numerator, denominator)
      (numerator + denominator / 2) / denominator
    end

    def area_charge(lawn, treatment)
      div_round(lawn.area_m2 * treatment.price_per_100m2, 100)
    end

    # Price of one visit in pence, before VAT.
    def visit_price(lawn, treatment)
      base = area_charge(lawn, treatment)
      surcharge = div_round(base * CONDITION_SURCHARGE_PCT.fetch(lawn.condition), 100)
      [base + surcharge, treatment.min_charge].max
    end
  end
end
