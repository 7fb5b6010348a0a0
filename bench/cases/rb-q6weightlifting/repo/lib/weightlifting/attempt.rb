# frozen_string_literal: true

module Weightlifting
  # One attempt: the weight asked for and, once lifted, the referees' decision.
  class Attempt
    attr_reader :kg, :result

    RESULTS = %i[pending good no_lift].freeze

    def initialize(kg, result = :pending)
      raise Error, "#{kg} kg: weights go up in whole kilos" unless kg.is_a?(Integer) && kg.positive?
      raise Error, "no such result #{result}" unless RESULTS.include?(result)

      @kg = kg
      @result = result
    end

    def good?
      result == :good
    end

    def done?
      result != :pending
    end

    def to_s
      case result
      when :good then kg.to_s
      when :no_lift then "(#{kg})"
      else "#{kg}?"
      end
    end
  end
end
