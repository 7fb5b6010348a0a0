# frozen_string_literal: true

module Balloon
  # The International Standard Atmosphere below 11 km, shifted to the day's ground temperature.
  module Atmosphere
    SEA_LEVEL_PRESSURE = 101_325.0 # Pa
    GAS_CONSTANT = 287.05          # J/(kg K), dry air
    LAPSE_RATE = 0.0065            # K per metre of height
    KELVIN = 273.15

    # Pressure, temperature and density of the air at one altitude.
    Air = Struct.new(:pressure, :temperature_c, :density, keyword_init: true) do
      def temperature_k
        temperature_c + KELVIN
      end
    end

    module_function

    # Pressure in Pa at an altitude above mean sea level, in metres.
    def pressure(altitude_m)
      raise ArgumentError, "altitude #{altitude_m} m is outside the troposphere" unless (-500..11_000).cover?(altitude_m)

      SEA_LEVEL_PRESSURE * (1 - 2.25577e-5 * altitude_m)**5.25588
    end

    # Density in kg/m3 of dry air at a pressure (Pa) and temperature (Celsius).
    def density(pressure_pa, temperature_c)
      pressure_pa / (GAS_CONSTANT * (temperature_c + KELVIN))
    end

    # The air at `altitude_m` when it is `ground_temp_c` at the launch site, `ground_elevation_m`
    # above sea level: the temperature falls by the lapse rate with the height above the site.
    def air_at(altitude_m, ground_temp_c, ground_elevation_m = 0)
      temperature = ground_temp_c - LAPSE_RATE * (altitude_m - ground_elevation_m)
      p = pressure(altitude_m)
      Air.new(pressure: p, temperature_c: temperature, density: density(p, temperature))
    end
  end
end
