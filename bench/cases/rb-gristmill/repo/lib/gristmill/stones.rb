module Gristmill
  # A pair of millstones, dressed (the furrows recut) after so many hours of grinding.
  class Stones
    DRESSING_INTERVAL = 120 # hours

    attr_reader :name, :hours_since_dressing, :dressings

    def initialize(name, hours_since_dressing: 0)
      @name = name
      @hours_since_dressing = hours_since_dressing
      @dressings = 0
    end

    def run(hours)
      raise ArgumentError, "negative hours" if hours.negative?

      @hours_since_dressing += hours
      self
    end

    def due?
      @hours_since_dressing >= DRESSING_INTERVAL
    end

    def hours_left
      [DRESSING_INTERVAL - @hours_since_dressing, 0].max
    end

    def dress
      @hours_since_dressing = 0
      @dressings += 1
      self
    end
  end
end
