# frozen_string_literal: true

module Sheepdog
  # Clock readings as the timekeeper writes them ("m:ss") and the course time limit.
  module Timing
    module_function

    def to_seconds(text)
      match = /\A(\d+):([0-5]\d)\z/.match(text.to_s.strip)
      raise ArgumentError, "not a clock reading: #{text.inspect}" unless match

      match[1].to_i * 60 + match[2].to_i
    end

    def format(seconds)
      Kernel.format("%d:%02d", seconds / 60, seconds % 60)
    end

    # A run is timed out when the clock has gone past the limit.
    def over?(elapsed, limit)
      elapsed > limit
    end

    def remaining(elapsed, limit)
      [limit - elapsed, 0].max
    end
  end
end
