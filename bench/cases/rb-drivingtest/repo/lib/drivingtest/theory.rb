# frozen_string_literal: true

require "date"

module Drivingtest
  # A car theory test result: the multiple-choice part and the hazard
  # perception part, both of which must be passed at the same sitting.
  class Theory
    QUESTIONS = 50
    PASS_MARK = 43
    HAZARD_MAX = 75
    HAZARD_PASS_MARK = 44
    VALID_YEARS = 2

    attr_reader :candidate, :taken_on, :multiple_choice, :hazard_perception

    def initialize(candidate:, taken_on:, multiple_choice:, hazard_perception:)
      unless (0..QUESTIONS).cover?(multiple_choice)
        raise ArgumentError, "multiple choice score must be 0..#{QUESTIONS}"
      end
      unless (0..HAZARD_MAX).cover?(hazard_perception)
        raise ArgumentError, "hazard perception score must be 0..#{HAZARD_MAX}"
      end

      @candidate = candidate
      @taken_on = taken_on
      @multiple_choice = multiple_choice
      @hazard_perception = hazard_perception
    end

    def multiple_choice_passed?
      multiple_choice >= PASS_MARK
    end

    def hazard_perception_passed?
      hazard_perception >= HAZARD_PASS_MARK
    end

    def passed?
      multiple_choice_passed? && hazard_perception_passed?
    end

    # The last day the pass certificate can be used to book a practical test.
    def expires_on
      return nil unless passed?

      taken_on.next_year(VALID_YEARS) - 1
    end

    def valid_on?(date)
      passed? && date >= taken_on && date <= expires_on
    end
  end
end
