# frozen_string_literal: true

module Croquet
  # The order in which each ball runs the six hoops twice and then hits the peg.
  module Course
    HOOPS = %w[1 2 3 4 5 6 1-back 2-back 3-back 4-back penult rover].freeze
    POINTS_PER_BALL = HOOPS.size + 1 # twelve hoops and the peg
    FULL_GAME = 2 * POINTS_PER_BALL  # 26 points for a side's two balls

    module_function

    # The name of the next point for a ball that has scored +points+ so far.
    def next_point(points)
      raise Error, "a ball scores at most #{POINTS_PER_BALL} points" unless points.between?(0, POINTS_PER_BALL)
      return nil if points == POINTS_PER_BALL

      HOOPS.fetch(points, "peg")
    end

    # The points a ball has scored when its clip is on +hoop+ (the hoop it is for next).
    def points_before(hoop)
      return HOOPS.size if hoop == "peg"

      index = HOOPS.index(hoop.to_s)
      raise Error, "no hoop called #{hoop.inspect}" if index.nil?

      index
    end
  end
end
