# frozen_string_literal: true

require "date"

module Campsite
  # The site's seasons: high season is July and August, every other night is low season.
  module Season
    HIGH_MONTHS = [7, 8].freeze

    module_function

    def low?(date)
      !HIGH_MONTHS.include?(date.month)
    end

    def name(date)
      low?(date) ? "low" : "high"
    end
  end
end
