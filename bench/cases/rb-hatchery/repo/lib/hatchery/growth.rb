# frozen_string_literal: true

module Hatchery
  # Growth projections with the thermal growth coefficient (TGC) model:
  #
  #   W_end^(1/3) = W_start^(1/3) + TGC / 1000 * degree_days
  #
  # with weights in grams and degree-days the sum of daily mean water
  # temperatures in °C.
  module Growth
    # Typical TGC values (the model's coefficient times 1000).
    TGC = {
      "rainbow" => 2.6,
      "brown" => 2.0,
      "brook" => 2.2
    }.freeze

    module_function

    def tgc_for(species)
      TGC.fetch(species) { raise Error, "no growth coefficient for #{species.inspect}" }
    end

    def degree_days(temperatures)
      temperatures.sum(0.0)
    end

    # Mean weight in grams after `days` at a constant `temp_c`.
    def project_weight(start_g, temp_c:, days:, tgc:)
      return start_g.to_f if days.zero? || temp_c <= 0

      root = start_g**(1.0 / 3) + tgc / 1000.0 * temp_c * days
      root**3
    end

    # The TGC a batch actually achieved between two weighings.
    def achieved_tgc(start_g, end_g, degree_days)
      raise Error, "no degree-days between weighings" unless degree_days.positive?

      (end_g**(1.0 / 3) - start_g**(1.0 / 3)) / degree_days * 1000
    end
  end
end
