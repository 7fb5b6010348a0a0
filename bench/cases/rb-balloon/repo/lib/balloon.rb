# frozen_string_literal: true

require_relative "balloon/atmosphere"
require_relative "balloon/envelope"
require_relative "balloon/lift"
require_relative "balloon/load"
require_relative "balloon/flight_plan"
require_relative "balloon/loadsheet"

# Pre-flight load calculations for hot-air balloons.
module Balloon
end
