module Bridgescore
  # International Match Points: a difference in points turned into a number from 0 to 24 on the WBF
  # scale.
  module Imps
    # The highest difference worth 0, 1, 2, ... IMPs; anything above the last is worth 24.
    SCALE = [
      10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590,
      740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990
    ].freeze

    module_function

    def from_difference(points)
      imps = SCALE.index { |limit| points.abs <= limit } || SCALE.size
      points.negative? ? -imps : imps
    end

    # IMPs for a team-of-four board: our pair's score against our team-mates' score at the other table,
    # both from the same direction.
    def compare(ours, theirs)
      from_difference(ours - theirs)
    end
  end
end
