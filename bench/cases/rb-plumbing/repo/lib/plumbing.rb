require "date"
require "time"

require_relative "plumbing/postcode"
require_relative "plumbing/job_kind"
require_relative "plumbing/job"
require_relative "plumbing/engineer"
require_relative "plumbing/working_calendar"
require_relative "plumbing/sla"
require_relative "plumbing/booking"
require_relative "plumbing/dispatcher"
require_relative "plumbing/day_sheet"

module Plumbing
  class Error < StandardError; end
end
