# frozen_string_literal: true

module Balloon
  # The lift of hot air: the weight of the cold air the envelope displaces, less the weight of
  # the hot air that fills it.
  module Lift
    module_function

    # Gross lift in kg of `volume_m3` of air at `envelope_temp_c` in the given ambient air.
    def gross(volume_m3, air, envelope_temp_c)
      envelope_k = envelope_temp_c + Atmosphere::KELVIN
      raise ArgumentError, "envelope at #{envelope_temp_c} C is not warmer than the air" if envelope_k <= air.temperature_k

      volume_m3 * air.density * (1 - air.temperature_k / envelope_k)
    end
  end
end
