# frozen_string_literal: true

module Darts
  # The checkout to go for from a remaining score: the fewest darts, finishing on a double, trebles
  # before singles for the set-up darts, the bull only when nothing else will do.
  module Checkout
    MAX = 170
    BOGEYS = [169, 168, 166, 165, 163, 162, 159].freeze

    module_function

    def all_darts
      singles = (1..20).map { |n| Dart.new(n, 1) } + [Dart.new(25, 1)]
      doubles = (1..20).map { |n| Dart.new(n, 2) } + [Dart.new(25, 2)]
      trebles = (1..20).map { |n| Dart.new(n, 3) }
      (trebles.reverse + singles.reverse + doubles.reverse).freeze
    end

    def doubles
      @doubles ||= all_darts.select(&:double?).sort_by { |d| [d.segment == 25 ? 1 : 0, -d.score] }
    end

    def for(remaining)
      return nil if remaining > MAX || remaining < 2 || BOGEYS.include?(remaining)

      one = doubles.find { |d| d.score == remaining }
      return [one] if one

      all_darts.each do |first|
        last = doubles.find { |d| d.score == remaining - first.score }
        return [first, last] if last
      end
      all_darts.each do |first|
        all_darts.each do |second|
          last = doubles.find { |d| d.score == remaining - first.score - second.score }
          return [first, second, last] if last
        end
      end
      nil
    end

    def describe(remaining)
      darts = self.for(remaining)
      darts ? darts.join(" ") : "no checkout"
    end
  end
end
