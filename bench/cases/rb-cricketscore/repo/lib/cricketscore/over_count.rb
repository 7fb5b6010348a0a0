# frozen_string_literal: true

module Cricketscore
  # Overs are written in "overs.balls" notation: 27 legal balls is "4.3".
  module OverCount
    BALLS_PER_OVER = 6

    module_function

    def format(balls)
      "#{balls / BALLS_PER_OVER}.#{balls % BALLS_PER_OVER}"
    end

    def parse(text)
      overs, balls = text.to_s.split(".", 2)
      balls = balls.to_i
      raise ArgumentError, "bad overs #{text.inspect}" if balls >= BALLS_PER_OVER

      overs.to_i * BALLS_PER_OVER + balls
    end

    # Overs as a true fraction, for rates: 27 balls is 4.5 overs.
    def decimal(balls)
      balls.to_f / BALLS_PER_OVER
    end
  end
end
