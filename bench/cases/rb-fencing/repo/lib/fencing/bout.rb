# frozen_string_literal: true

module Fencing
  # One pool bout: two fencers and the touches each of them scored.
  class Bout
    LINE = /\A\s*(?<left>\S.*?)\s+(?<ls>\d+)\s*[-:]\s*(?<rs>\d+)\s+(?<right>\S.*?)\s*\z/

    attr_reader :left, :right, :left_score, :right_score

    # "Ames 5-3 Brook" (or "Ames 5:3 Brook").
    def self.parse(line, limit: 5)
      m = LINE.match(line) or raise ArgumentError, "not a bout: #{line.inspect}"
      new(m[:left], m[:right], Integer(m[:ls], 10), Integer(m[:rs], 10), limit: limit)
    end

    def initialize(left, right, left_score, right_score, limit: 5)
      raise ArgumentError, "#{left} cannot fence themselves" if left == right
      raise ArgumentError, "a bout cannot end level (#{left_score}-#{right_score})" if left_score == right_score
      if [left_score, right_score].max > limit || [left_score, right_score].min.negative?
        raise ArgumentError, "score #{left_score}-#{right_score} outside 0..#{limit}"
      end

      @left = left
      @right = right
      @left_score = left_score
      @right_score = right_score
    end

    def fencers
      [left, right]
    end

    def involves?(name)
      fencers.include?(name)
    end

    def winner
      left_score > right_score ? left : right
    end

    def score_for(name)
      case name
      when left then left_score
      when right then right_score
      else raise ArgumentError, "#{name} did not fence #{self}"
      end
    end

    def opponent_of(name)
      case name
      when left then right
      when right then left
      else raise ArgumentError, "#{name} did not fence #{self}"
      end
    end

    def to_s
      "#{left} #{left_score}-#{right_score} #{right}"
    end
  end
end
