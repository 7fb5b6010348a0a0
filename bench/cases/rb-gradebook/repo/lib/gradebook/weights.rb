# frozen_string_literal: true

module Gradebook
  # How much each category counts towards the final score, as fractions that add up to 1.
  class Weights
    attr_reader :shares

    def initialize(shares)
      total = shares.values.sum
      raise ArgumentError, "weights add up to #{total}, not 1" unless (total - 1.0).abs < 1e-9

      @shares = shares.transform_keys(&:to_sym).freeze
    end

    def categories
      shares.keys
    end

    def [](category)
      shares.fetch(category.to_sym) { raise KeyError, "no weight for #{category}" }
    end

    DEFAULT = new(homework: 0.3, quizzes: 0.2, exams: 0.5)
  end
end
