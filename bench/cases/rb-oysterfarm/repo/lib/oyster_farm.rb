# frozen_string_literal: true

require "date"

require_relative "oyster_farm/version"
require_relative "oyster_farm/grades"
require_relative "oyster_farm/lot"
require_relative "oyster_farm/sample"
require_relative "oyster_farm/growth"
require_relative "oyster_farm/classification"
require_relative "oyster_farm/depuration"
require_relative "oyster_farm/price_list"
require_relative "oyster_farm/order"

# Stock and sales records for a Pacific oyster farm working bags on trestles
# in an intertidal lease: lots of seed put out, growth samples, grading by
# weight, harvest area classification, depuration and wholesale orders.
module OysterFarm
  class Error < StandardError; end
end
