# frozen_string_literal: true

module Balloon
  # A planned flight: an envelope launched from a site on a day of a given temperature, up to a
  # ceiling. Lift is least at the ceiling, so the load is checked there.
  class FlightPlan
    attr_reader :envelope, :site_elevation_m, :ceiling_m, :ground_temp_c

    def initialize(envelope:, ground_temp_c:, ceiling_m:, site_elevation_m: 0)
      raise ArgumentError, "ceiling #{ceiling_m} m is below the site" if ceiling_m < site_elevation_m

      @envelope = envelope
      @ground_temp_c = ground_temp_c
      @ceiling_m = ceiling_m
      @site_elevation_m = site_elevation_m
    end

    def air_at_ceiling
      Atmosphere.air_at(ceiling_m, ground_temp_c, site_elevation_m)
    end

    # The gross lift at the ceiling with the envelope at its maximum temperature.
    def max_gross_lift_kg
      Lift.gross(envelope.volume_m3, air_at_ceiling, envelope.max_temp_c)
    end

    # What the basket, burners, fuel and people may weigh at most.
    def max_payload_kg
      max_gross_lift_kg - envelope.weight_kg
    end

    def spare_kg(load)
      max_payload_kg - load.total_kg
    end

    # How many more passengers of `passenger_kg` the load can take.
    def passengers_to_spare(load, passenger_kg: 85)
      [(spare_kg(load) / passenger_kg).floor, 0].max
    end
  end
end
