# frozen_string_literal: true

module Weightlifting
  # A lifter at the meet: three attempts in the snatch and three in the clean and jerk. The total is the
  # best good snatch and the best good clean and jerk; no good lift in either is no total.
  class Lifter
    LIFTS = %i[snatch clean_and_jerk].freeze

    attr_reader :name, :club, :bodyweight, :lot, :attempts

    def initialize(name, bodyweight:, lot:, club: nil)
      @name = name
      @club = club
      @bodyweight = bodyweight
      @lot = lot
      @attempts = { snatch: [], clean_and_jerk: [] }
    end

    def category
      Category.for(bodyweight)
    end

    # Record an attempt, e.g. lift(:snatch, 92, :good).
    def lift(lift, kg, result)
      list = attempts.fetch(lift) { raise Error, "no lift called #{lift}" }
      raise Error, "#{name} has had three #{lift} attempts" if list.size == 3

      list << Attempt.new(kg, result)
      self
    end

    def best(lift)
      attempts.fetch(lift).select(&:good?).map(&:kg).max
    end

    def total
      snatch = best(:snatch)
      clean_and_jerk = best(:clean_and_jerk)
      snatch && clean_and_jerk ? snatch + clean_and_jerk : nil
    end

    def sheet
      LIFTS.map { |l| attempts[l].join(" ") }.join(" | ")
    end
  end
end
