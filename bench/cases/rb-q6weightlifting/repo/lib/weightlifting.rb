# frozen_string_literal: true

# The scoring table of a weightlifting meet: bodyweight categories, lifters' attempts in the snatch and
# the clean and jerk, totals, rankings, Sinclair points and the plates the loaders put on the bar.
module Weightlifting
  class Error < StandardError; end
end

require_relative "weightlifting/category"
require_relative "weightlifting/attempt"
require_relative "weightlifting/lifter"
require_relative "weightlifting/sinclair"
require_relative "weightlifting/ranking"
require_relative "weightlifting/loading"
