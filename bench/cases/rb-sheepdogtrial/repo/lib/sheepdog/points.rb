# frozen_string_literal: true

module Sheepdog
  # The points each phase of the course is worth, and the judge's deductions from them.
  module Points
    PHASES = {
      outrun: 20,
      lift: 10,
      fetch: 20,
      drive: 30,
      pen: 10,
      shed: 10
    }.freeze

    OUTWORK = %i[outrun lift fetch].freeze

    module_function

    def max_total
      PHASES.values.sum
    end

    # Points kept in one phase: the phase's worth less the judge's deductions, never below zero.
    def kept(phase, deducted)
      worth = PHASES.fetch(phase) { raise ArgumentError, "no such phase: #{phase}" }
      raise ArgumentError, "negative deduction for #{phase}" if deducted.negative?

      [worth - deducted, 0].max
    end

    # Points kept across phases; a phase the dog never reached keeps nothing.
    def total(deductions, reached: PHASES.keys)
      reached.sum { |phase| kept(phase, deductions.fetch(phase, 0)) }
    end
  end
end
