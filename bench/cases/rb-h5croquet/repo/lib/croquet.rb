# frozen_string_literal: true

require_relative "croquet/course"
require_relative "croquet/handicap"
require_relative "croquet/game"
require_relative "croquet/block"
require_relative "croquet/index_card"

# Association croquet for a club: the course of hoops, games and their
# results, bisques in handicap play, round-robin blocks and handicap index cards.
module Croquet
  class Error < StandardError; end
end
