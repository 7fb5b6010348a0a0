module Glassworks
  # Hours in the lehr: a soak and a slow cool, both by the thickest wall.
  module Annealer
    HOURS_PER_MM = 0.5
    MIN_HOURS = 2

    def self.hours(thickness_mm)
      [(thickness_mm * HOURS_PER_MM).ceil, MIN_HOURS].max
    end
  end
end
