# frozen_string_literal: true

require "date"

require_relative "apiary/queen"
require_relative "apiary/inspection"
require_relative "apiary/treatment"
require_relative "apiary/hive"
require_relative "apiary/varroa"
require_relative "apiary/feeding"
require_relative "apiary/harvest"
require_relative "apiary/season_report"

# Record keeping for a small apiary: hives and their queens, inspections,
# varroa monitoring, feeding, treatments and the honey harvest.
module Apiary
  VERSION = "0.6.0"
end
