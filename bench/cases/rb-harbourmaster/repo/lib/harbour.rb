require "date"

require_relative "harbour/vessel"
require_relative "harbour/tariff"
require_relative "harbour/berth"
require_relative "harbour/tides"
require_relative "harbour/booking"
require_relative "harbour/allocator"
require_relative "harbour/invoice"
require_relative "harbour/report"

# Visitor berthing at a small tidal harbour: vessels, berths, the tariff,
# tide access over the sill, bookings, berth allocation, invoices and the
# harbourmaster's nightly report.
module Harbour
  class Error < StandardError; end
end
