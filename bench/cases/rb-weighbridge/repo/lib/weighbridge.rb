# Weighbridge: tickets from a quarry weighbridge, priced by material and summed for the day.
require "weighbridge/materials"
require "weighbridge/ticket"
require "weighbridge/vehicles"
require "weighbridge/terminal_log"
require "weighbridge/pricing"
require "weighbridge/day_report"

module Weighbridge
  class Error < StandardError; end
end
