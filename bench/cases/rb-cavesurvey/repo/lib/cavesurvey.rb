# frozen_string_literal: true

require_relative "cavesurvey/angles"
require_relative "cavesurvey/leg"
require_relative "cavesurvey/survey_file"
require_relative "cavesurvey/network"
require_relative "cavesurvey/loop_closure"
require_relative "cavesurvey/report"

# Reduction of cave survey data: tape, compass and clinometer legs between stations, turned into station
# positions, loop misclosures and a survey report.
module CaveSurvey
  class Error < StandardError; end
end
