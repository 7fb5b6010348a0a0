# frozen_string_literal: true

module CaveSurvey
  # One survey shot from station `from` to station `to`: tape length in metres, compass bearing and clino
  # inclination in degrees.
  Leg = Struct.new(:from, :to, :tape, :compass, :clino, keyword_init: true) do
    # Length projected onto the horizontal plane.
    def horizontal
      tape * Math.cos(Angles.radians(clino))
    end

    # [east, north, up] from `from` to `to`, in metres.
    def delta
      plan = horizontal
      bearing = Angles.radians(compass)
      [plan * Math.sin(bearing), plan * Math.cos(bearing), tape * Math.sin(Angles.radians(clino))]
    end

    # The same shot read from the other end.
    def reversed
      Leg.new(from: to, to: from, tape: tape, compass: Angles.back_bearing(compass), clino: -clino)
    end
  end
end
