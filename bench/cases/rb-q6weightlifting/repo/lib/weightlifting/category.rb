# frozen_string_literal: true

module Weightlifting
  # The men's bodyweight categories: a lifter is in the lightest category whose limit is at or above
  # their bodyweight at the weigh-in; over the heaviest limit is the + category.
  module Category
    LIMITS = [61, 67, 73, 81, 89, 96, 102, 109].freeze

    module_function

    def for(bodyweight)
      raise Error, "bodyweight #{bodyweight} kg is not a weigh-in" unless bodyweight.positive?

      limit = LIMITS.find { |l| bodyweight <= l }
      limit ? "#{limit}" : "+#{LIMITS.last}"
    end

    def names
      LIMITS.map(&:to_s) + ["+#{LIMITS.last}"]
    end
  end
end
