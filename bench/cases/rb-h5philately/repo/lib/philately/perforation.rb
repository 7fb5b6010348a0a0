# frozen_string_literal: true

module Philately
  # The perforation gauge of a stamp: the number of holes in 2 cm along the
  # top and bottom (horizontal) and along the sides (vertical). Catalogues
  # write "perf 14" when both are the same and "perf 14 x 13" otherwise.
  class Perforation
    TOLERANCE = 0.25 # a gauge reads to a quarter of a hole

    attr_reader :horizontal, :vertical

    def self.imperforate
      new(nil, nil)
    end

    def self.parse(text)
      text = text.to_s.strip.downcase
      return imperforate if text.start_with?("imperf")

      parts = text.sub(/\Aperf\.?\s*/, "").split(/\s*x\s*/)
      raise Error, "cannot read perforation #{text.inspect}" unless parts.size.between?(1, 2)

      horizontal, vertical = parts.map { |part| gauge(part) }
      new(horizontal, vertical || horizontal)
    end

    def self.gauge(text)
      Float(text)
    rescue ArgumentError
      raise Error, "cannot read gauge #{text.inspect}"
    end

    def initialize(horizontal, vertical)
      @horizontal = horizontal
      @vertical = vertical
    end

    def imperforate?
      horizontal.nil?
    end

    def compound?
      !imperforate? && horizontal != vertical
    end

    # Does a stamp measured at +other+ fit this catalogue perforation?
    def matches?(other)
      return imperforate? && other.imperforate? if imperforate? || other.imperforate?

      (horizontal - other.horizontal).abs <= TOLERANCE && (vertical - other.vertical).abs <= TOLERANCE
    end

    def ==(other)
      other.is_a?(Perforation) && horizontal == other.horizontal && vertical == other.vertical
    end

    def to_s
      return "imperf" if imperforate?

      compound? ? "perf #{format_gauge(horizontal)} x #{format_gauge(vertical)}" : "perf #{format_gauge(horizontal)}"
    end

    private

    def format_gauge(value)
      value == value.floor ? value.to_i.to_s : value.to_s
    end
  end
end
