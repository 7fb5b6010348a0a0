module Pipeband
  # One judge's sheet for one band. Each judge listens for one thing: two
  # piping judges, one drumming judge and one ensemble judge in a usual
  # contest.
  class Sheet
    CATEGORIES = %i[piping drumming ensemble].freeze

    attr_reader :judge, :category, :band, :points

    def initialize(judge:, category:, band:, points:)
      category = category.to_sym
      unless CATEGORIES.include?(category)
        raise Error, "unknown category #{category.inspect} on #{judge}'s sheet"
      end
      unless points.is_a?(Numeric) && points.between?(0, 100)
        raise Error, "points must be 0-100 on #{judge}'s sheet for #{band.name}, got #{points.inspect}"
      end

      @judge = judge
      @category = category
      @band = band
      @points = points
    end

    def to_s
      "#{judge} (#{category}): #{band.name} #{points}"
    end
  end
end
