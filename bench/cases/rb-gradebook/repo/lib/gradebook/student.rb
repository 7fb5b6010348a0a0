# frozen_string_literal: true

module Gradebook
  # One student's marks, each a [points, out_of] pair, by category.
  class Student
    attr_reader :name, :marks

    def initialize(name)
      @name = name
      @marks = Hash.new { |hash, key| hash[key] = [] }
    end

    def record(category, points, out_of)
      raise ArgumentError, "#{points} is more than #{out_of}" if points > out_of

      marks[category.to_sym] << [points.to_f, out_of.to_f]
      self
    end

    # The percentage earned in one category; quizzes drop the lowest one when there are three or more.
    def category_percent(category)
      pairs = marks[category.to_sym]
      return nil if pairs.empty?

      pairs = drop_lowest(pairs) if category.to_sym == :quizzes && pairs.size >= 3
      earned = pairs.sum(&:first)
      possible = pairs.sum(&:last)
      100.0 * earned / possible
    end

    def final_percent(weights = Weights::DEFAULT)
      weights.categories.sum do |category|
        (category_percent(category) || 0.0) * weights[category]
      end
    end

    def letter(weights = Weights::DEFAULT)
      Scale.letter(final_percent(weights))
    end

    private

    def drop_lowest(pairs)
      lowest = pairs.min_by { |points, out_of| points / out_of }
      pairs.dup.tap { |rest| rest.delete_at(pairs.index(lowest)) }
    end
  end
end
