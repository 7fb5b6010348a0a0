# frozen_string_literal: true

require_relative "karting/kart"
require_relative "karting/driver"
require_relative "karting/timing"
require_relative "karting/session"
require_relative "karting/classification"
require_relative "karting/grid"
require_relative "karting/championship"
require_relative "karting/pricing"
require_relative "karting/results_sheet"

# Track-side software for an indoor kart circuit: the fleet, drivers,
# transponder timing, race classification, grids, the club championship
# and session prices.
module Karting
  class Error < StandardError; end
end
