# frozen_string_literal: true

module Towage
  # Weather at the time of the movement.
  Conditions = Struct.new(:wind_knots, :visibility_m, keyword_init: true) do
    def self.calm
      new(wind_knots: 10, visibility_m: 5000)
    end
  end

  # The harbour master's towage guidelines.
  module Requirements
    # [LOA below which, tugs]
    LENGTH_BANDS = [[100, 0], [150, 1], [200, 2], [275, 3]].freeze
    LONGEST_SHIPS = 4
    THRUSTER_RELIEF_BELOW = 200
    STRONG_WIND = 25
    CLOSED_WIND = 40
    POOR_VISIBILITY = 1000
    PULL_PER_1000_GT = 1.2
    STRONG_WIND_PULL_FACTOR = 1.25

    module_function

    def tugs_by_length(vessel)
      LENGTH_BANDS.each { |limit, tugs| return tugs if vessel.loa < limit }
      LONGEST_SHIPS
    end

    def tugs_needed(vessel, conditions)
      tugs = tugs_by_length(vessel)
      tugs -= 1 if vessel.bow_thruster? && vessel.loa < THRUSTER_RELIEF_BELOW && tugs.positive?
      tugs += 1 if vessel.dangerous?
      tugs += 1 if conditions.wind_knots >= STRONG_WIND
      tugs
    end

    # Total bollard pull, in tonnes, the tugs on the job must add up to.
    def bollard_pull_needed(vessel, conditions)
      pull = (vessel.gross_tonnage * PULL_PER_1000_GT / 1000.0).ceil
      conditions.wind_knots >= STRONG_WIND ? (pull * STRONG_WIND_PULL_FACTOR).ceil : pull
    end

    def restrictions(vessel, conditions)
      notes = []
      notes << 'port closed to movements above 40 kn' if conditions.wind_knots >= CLOSED_WIND
      if conditions.visibility_m < POOR_VISIBILITY
        notes << (vessel.dangerous? ? 'no dangerous cargo movement in poor visibility' : 'pilot to confirm visibility')
      end
      notes << 'dangerous cargo: fire tug on standby' if vessel.dangerous?
      notes
    end
  end
end
