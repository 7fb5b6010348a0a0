# frozen_string_literal: true

module OysterFarm
  # Growth between two samples of the same lot.
  class Growth
    attr_reader :earlier, :later

    def initialize(earlier, later)
      raise ArgumentError, "samples are from different lots" unless earlier.lot.equal?(later.lot)
      raise ArgumentError, "samples must be in date order" unless later.taken_on > earlier.taken_on

      @earlier = earlier
      @later = later
    end

    def days
      (later.taken_on - earlier.taken_on).to_i
    end

    # Mean grams gained per oyster per day.
    def daily_gain
      (later.mean_weight - earlier.mean_weight) / days
    end

    # Specific growth rate, percent of body weight per day.
    def specific_rate
      100.0 * Math.log(later.mean_weight / earlier.mean_weight) / days
    end

    # Date on which the mean weight should reach +grams+ if the daily gain
    # holds. Nil when the lot is not gaining weight.
    def projected_date(grams)
      return later.taken_on if later.mean_weight >= grams
      return nil unless daily_gain.positive?

      later.taken_on + ((grams - later.mean_weight) / daily_gain).ceil
    end

    # Date on which the mean oyster should reach the bottom of +grade+.
    def projected_date_for_grade(grade)
      projected_date(Grades::MINIMUM_GRAMS.fetch(grade))
    end
  end
end
