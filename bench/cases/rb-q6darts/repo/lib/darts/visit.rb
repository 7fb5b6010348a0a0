# frozen_string_literal: true

module Darts
  # A player's turn at the oche: up to three darts.
  class Visit
    attr_reader :darts

    def self.parse(calls)
      new(calls.to_s.split.map { |c| Dart.parse(c) })
    end

    def initialize(darts)
      raise Error, "a visit is one to three darts, not #{darts.size}" unless darts.size.between?(1, 3)

      @darts = darts.freeze
    end

    def score
      darts.sum(&:score)
    end

    def size
      darts.size
    end

    def ton_eighty?
      size == 3 && score == 180
    end

    def to_s
      darts.join(" ")
    end
  end
end
