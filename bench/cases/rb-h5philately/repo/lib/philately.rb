# frozen_string_literal: true

require_relative "philately/perforation"
require_relative "philately/catalogue_number"
require_relative "philately/condition"
require_relative "philately/stamp"
require_relative "philately/catalogue"
require_relative "philately/album"

# A stamp collector's catalogue and album: catalogue numbers, perforation
# gauges, conditions, and what the album is worth.
module Philately
  class Error < StandardError; end
end
