# frozen_string_literal: true

module Tugboat
  # Finds when a ship can use the channel.
  class Planner
    STEP = 15 * 60

    def initialize(tide_table, minimum_clearance: 1.0)
      @tides = tide_table
      @minimum_clearance = minimum_clearance
    end

    # The first time on or after `from` (in steps of a quarter of an hour)
    # at which the ship has the minimum clearance, or nil.
    def first_window(vessel, from)
      time = from
      while time <= @tides.last_time
        return time if passable?(vessel, time)

        time += STEP
      end
      nil
    end

    # The [start, end] of the window that opens at or after `from`.
    def window(vessel, from)
      opens = first_window(vessel, from)
      return nil if opens.nil?

      closes = opens
      closes += STEP while closes + STEP <= @tides.last_time && passable?(vessel, closes + STEP)
      [opens, closes]
    end

    def passable?(vessel, time)
      @tides.navigable?(vessel.draught_m, time, minimum_clearance: @minimum_clearance)
    end
  end
end
