# frozen_string_literal: true

module Apiary
  # A queen and her marking. Queens are marked with the international colour
  # for the last digit of the year in which they were born.
  class Queen
    COLOURS = {
      1 => :white, 6 => :white,
      2 => :yellow, 7 => :yellow,
      3 => :red, 8 => :red,
      4 => :green, 9 => :green,
      5 => :blue, 0 => :blue
    }.freeze

    SOURCES = %i[reared swarm supersedure bought].freeze

    attr_reader :year, :source

    def initialize(year:, source: :reared, marked: true, clipped: false)
      raise ArgumentError, "unknown queen source #{source.inspect}" unless SOURCES.include?(source)

      @year = year
      @source = source
      @marked = marked
      @clipped = clipped
    end

    def marked?
      @marked
    end

    def clipped?
      @clipped
    end

    # The colour she carries, or nil for an unmarked queen.
    def colour
      return nil unless marked?

      COLOURS.fetch(year % 10)
    end

    # The colour a queen born in +year+ should be marked with.
    def self.colour_for(year)
      COLOURS.fetch(year % 10)
    end

    def age_in(season)
      season - year
    end

    # Queens are replaced in their third season, or sooner if bought in and
    # already a year old.
    def due_for_replacement?(season)
      age_in(season) >= 2
    end

    def to_s
      mark = marked? ? colour.to_s : "unmarked"
      mark += ", clipped" if clipped?
      "#{year} #{source} queen (#{mark})"
    end
  end
end
