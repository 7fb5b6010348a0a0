# frozen_string_literal: true

module CaveSurvey
  # Angle helpers. Bearings are in degrees clockwise from north, clino readings in degrees above the horizontal.
  module Angles
    module_function

    def radians(degrees)
      degrees * Math::PI / 180.0
    end

    # A bearing brought into [0, 360).
    def normalize(bearing)
      bearing % 360.0
    end

    # The bearing pointing the other way along a leg.
    def back_bearing(bearing)
      normalize(bearing + 180.0)
    end
  end
end
