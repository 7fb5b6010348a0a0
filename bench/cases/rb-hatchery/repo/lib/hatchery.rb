# frozen_string_literal: true

# Day-to-day records for a trout hatchery: tanks, batches of fish, growth
# projections, feed rations, stocking density and the weekly report.
module Hatchery
  class Error < StandardError; end
end

require_relative "hatchery/tank"
require_relative "hatchery/batch"
require_relative "hatchery/growth"
require_relative "hatchery/feeding"
require_relative "hatchery/density"
require_relative "hatchery/daily_log"
require_relative "hatchery/report"
