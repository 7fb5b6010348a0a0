# frozen_string_literal: true

require "date"

module Gymfees
  module Proration
    module_function

    # The part of a monthly price owed from start_date to the end of its month, inclusive.
    def first_month(monthly, start_date)
      days = Date.new(start_date.year, start_date.month, -1).day
      left = days - start_date.day + 1
      (monthly * left / days.to_f).round
    end
  end
end
