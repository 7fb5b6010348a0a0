# frozen_string_literal: true

# Scoring for a pub darts league: darts, visits, 501 legs with a double to finish, checkouts, and the
# players' averages over a match.
module Darts
  class Error < StandardError; end
end

require_relative "darts/dart"
require_relative "darts/visit"
require_relative "darts/leg"
require_relative "darts/checkout"
require_relative "darts/match"
