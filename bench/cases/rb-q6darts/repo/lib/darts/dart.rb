# frozen_string_literal: true

module Darts
  # One dart as the marker calls it: 20 or S20 a single, D16 a double, T19 a treble, 25 the outer bull,
  # BULL (or D25) the bull, M a miss.
  class Dart
    attr_reader :segment, :multiplier

    def self.parse(call)
      text = call.to_s.strip.upcase
      case text
      when "M", "0" then new(0, 0)
      when "BULL", "DB", "D25" then new(25, 2)
      when "25", "S25" then new(25, 1)
      when /\A([SDT]?)(\d{1,2})\z/
        multiplier = { "" => 1, "S" => 1, "D" => 2, "T" => 3 }.fetch(Regexp.last_match(1))
        new(Regexp.last_match(2).to_i, multiplier)
      else
        raise Error, "cannot read the dart #{call.inspect}"
      end
    end

    def initialize(segment, multiplier)
      valid = (segment.zero? && multiplier.zero?) ||
              (segment.between?(1, 20) && multiplier.between?(1, 3)) ||
              (segment == 25 && multiplier.between?(1, 2))
      raise Error, "no such dart: #{multiplier} x #{segment}" unless valid

      @segment = segment
      @multiplier = multiplier
    end

    def score
      segment * multiplier
    end

    def double?
      multiplier == 2
    end

    def miss?
      multiplier.zero?
    end

    def to_s
      return "M" if miss?
      return "BULL" if segment == 25 && double?

      "#{%w[_ S D T][multiplier]}#{segment}"
    end

    def ==(other)
      other.is_a?(Dart) && segment == other.segment && multiplier == other.multiplier
    end
  end
end
