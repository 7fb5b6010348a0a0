# frozen_string_literal: true

module Towage
  # One tide from low water to the next low water, heights above chart datum by the rule of twelfths.
  class Tide
    # Twelfths of the range risen (or fallen) after each hour of a six-hour flood (or ebb).
    TWELFTHS = [0, 1, 3, 6, 9, 11, 12].freeze
    HALF_TIDE = 360

    attr_reader :low_water, :low_height, :high_height

    def initialize(low_water:, low_height:, high_height:)
      raise ArgumentError, 'high water must stand above low water' unless high_height > low_height

      @low_water = low_water.is_a?(String) ? Clock.parse(low_water) : low_water
      @low_height = low_height
      @high_height = high_height
    end

    def high_water
      low_water + HALF_TIDE
    end

    def next_low_water
      high_water + HALF_TIDE
    end

    def range
      high_height - low_height
    end

    def height_at(minute)
      since = minute - low_water
      raise ArgumentError, "#{Clock.format(minute)} is outside this tide" unless since.between?(0, 2 * HALF_TIDE)

      if since <= HALF_TIDE
        low_height + range * Tide.twelfths(since / 60.0) / 12.0
      else
        high_height - range * Tide.twelfths((since - HALF_TIDE) / 60.0) / 12.0
      end
    end

    # Cumulative twelfths after +hours+ (0 to 6) of a rising or falling tide, straight between the hours.
    def self.twelfths(hours)
      whole = hours.floor
      return 12.0 if whole >= 6

      TWELFTHS[whole] + (TWELFTHS[whole + 1] - TWELFTHS[whole]) * (hours - whole)
    end
  end

  # When a ship of a given draught has water enough over the sill during one tide.
  class TidalWindow
    STEP = 5
    MIN_CLEARANCE = 0.5
    CLEARANCE_SHARE = 0.1

    attr_reader :opens, :closes, :height_needed

    def self.clearance_for(draught)
      [draught * CLEARANCE_SHARE, MIN_CLEARANCE].max
    end

    # +depth+ is the charted depth over the sill; nil when the tide never gives enough water.
    def self.for(tide, depth:, draught:, clearance: nil)
      needed = draught + (clearance || clearance_for(draught)) - depth
      times = (tide.low_water..tide.next_low_water).step(STEP).select { |m| tide.height_at(m) >= needed }
      return nil if times.empty?

      new(times.first, times.last, needed.round(2))
    end

    def initialize(opens, closes, height_needed)
      @opens = opens
      @closes = closes
      @height_needed = height_needed
    end

    def open_at?(minute)
      minute.between?(opens, closes)
    end

    def length
      closes - opens
    end

    def to_s
      "#{Clock.format(opens)} to #{Clock.format(closes)} (#{Clock.duration(length)})"
    end
  end
end
