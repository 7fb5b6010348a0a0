# frozen_string_literal: true

require_relative "teetimes/course"
require_relative "teetimes/handicap"
require_relative "teetimes/player"
require_relative "teetimes/scorecard"
require_relative "teetimes/competition"
require_relative "teetimes/tee_sheet"
require_relative "teetimes/green_fees"

# Tee sheet, green fees and competition scoring for a members' golf club.
module Teetimes
  class Error < StandardError; end
end
