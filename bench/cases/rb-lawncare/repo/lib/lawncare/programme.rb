require "date"

module Lawncare
  # A visit booked for a lawn.
  Visit = Struct.new(:lawn, :treatment, :date, keyword_init: true) do
    def price
      Pricing.visit_price(lawn, treatment)
    end
  end

  # The annual treatment programme: which treatments go on in which ISO week.
  class Programme
    STANDARD = [
      [12, [:spring_feed]],
      [18, [:weed_feed]],
      [26, [:summer_feed]],
      [37, [:scarify, :aerate]],
      [42, [:autumn_feed]]
    ].freeze

    # Lawns in poor condition get moss control before the spring feed.
    MOSS_WEEK = 9

    attr_reader :weeks

    def initialize(weeks = STANDARD)
      @weeks = weeks
    end

    def visits_for(lawn, year)
      entries = weeks.dup
      entries.unshift([MOSS_WEEK, [:moss_control]]) if lawn.condition == :poor
      entries.flat_map do |week, codes|
        date = Date.commercial(year, week, 1)
        codes.map { |code| Visit.new(lawn: lawn, treatment: Treatments.fetch(code), date: date) }
      end
    end

    def annual_price(lawn, year)
      visits_for(lawn, year).sum(&:price)
    end
  end
end
