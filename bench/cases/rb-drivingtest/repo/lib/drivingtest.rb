# frozen_string_literal: true

require "date"

require_relative "drivingtest/version"
require_relative "drivingtest/working_days"
require_relative "drivingtest/fault_sheet"
require_relative "drivingtest/theory"
require_relative "drivingtest/fees"
require_relative "drivingtest/slot"
require_relative "drivingtest/centre"
require_relative "drivingtest/booking"
require_relative "drivingtest/report"

# Bookings, results and statistics for a practical driving test centre.
module Drivingtest
  class Error < StandardError; end
  class BookingError < Error; end
end
