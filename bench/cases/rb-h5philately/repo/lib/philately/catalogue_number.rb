# frozen_string_literal: true

module Philately
  # A catalogue number such as "SG 123a": the catalogue's prefix, the number
  # and a letter for a listed variety. Sorts as the catalogue does (SG 9 before
  # SG 10, SG 10 before SG 10a).
  class CatalogueNumber
    include Comparable

    PATTERN = /\A(?<prefix>[A-Z]+)\s*(?<number>\d+)(?<suffix>[a-z]*)\z/

    attr_reader :prefix, :number, :suffix

    def self.parse(text)
      match = PATTERN.match(text.to_s.strip)
      raise Error, "not a catalogue number: #{text.inspect}" if match.nil?

      new(match[:prefix], match[:number].to_i, match[:suffix])
    end

    def initialize(prefix, number, suffix = "")
      @prefix = prefix
      @number = number
      @suffix = suffix
    end

    def variety?
      !suffix.empty?
    end

    # The number of the stamp that this one is a variety of.
    def base
      CatalogueNumber.new(prefix, number)
    end

    def <=>(other)
      return nil unless other.is_a?(CatalogueNumber)

      [prefix, number, suffix] <=> [other.prefix, other.number, other.suffix]
    end

    def eql?(other)
      self == other
    end

    def hash
      [prefix, number, suffix].hash
    end

    def to_s
      "#{prefix} #{number}#{suffix}"
    end
  end
end
