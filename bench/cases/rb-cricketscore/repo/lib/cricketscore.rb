# frozen_string_literal: true

require_relative "cricketscore/ball"
require_relative "cricketscore/over_count"
require_relative "cricketscore/batter_card"
require_relative "cricketscore/bowler_figures"
require_relative "cricketscore/innings"
require_relative "cricketscore/scorecard"

# Ball-by-ball scoring of a limited-overs cricket innings.
module Cricketscore
end
