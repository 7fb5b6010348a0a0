# frozen_string_literal: true

require_relative "fencing/bout"
require_relative "fencing/pool"
require_relative "fencing/ranking"
require_relative "fencing/score_sheet"

# Pool results and the ranking after the pools for a fencing competition.
module Fencing
  VERSION = "0.4.0"
end
