# frozen_string_literal: true

require_relative "sheepdog/timing"
require_relative "sheepdog/points"
require_relative "sheepdog/run"
require_relative "sheepdog/results"

# Scoring for an open sheepdog trial: one run a dog, points lost by phase, a time limit.
module Sheepdog
  VERSION = "0.4.0"
end
