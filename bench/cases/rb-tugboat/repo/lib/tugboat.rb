# frozen_string_literal: true

require_relative "tugboat/vessel"
require_relative "tugboat/tug"
require_relative "tugboat/tide"
require_relative "tugboat/job"
require_relative "tugboat/tariff"
require_relative "tugboat/roster"
require_relative "tugboat/planner"
require_relative "tugboat/invoice"

# Towage operations for a small harbour: which tugs a ship needs, when the
# tide lets her through the channel, who is on the roster and what the
# owner is billed.
module Tugboat
  class Error < StandardError; end
end
