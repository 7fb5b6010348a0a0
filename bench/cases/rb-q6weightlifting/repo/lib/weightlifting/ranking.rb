# frozen_string_literal: true

module Weightlifting
  # The results of a meet by category: lifters with a total by total, a tie going to the lighter lifter,
  # then to the lower lot number; lifters with no total at the end without a place.
  class Ranking
    Row = Struct.new(:place, :name, :bodyweight, :snatch, :clean_and_jerk, :total)

    def initialize(lifters)
      @lifters = lifters
    end

    def categories
      @lifters.group_by(&:category).sort_by { |name, _| Category.names.index(name) || Category.names.size }.to_h
    end

    def category(name)
      lifters = categories.fetch(name, [])
      placed = lifters.select(&:total).sort_by { |l| [-l.total, l.bodyweight, l.lot] }
      unplaced = lifters.reject(&:total).sort_by(&:lot)
      rows = placed.each_with_index.map { |l, i| row(i + 1, l) }
      rows + unplaced.map { |l| row(nil, l) }
    end

    # The best lifter of the meet on Sinclair points.
    def best_lifter
      @lifters.select(&:total).max_by { |l| Sinclair.points(l.total, l.bodyweight) }&.name
    end

    private

    def row(place, lifter)
      Row.new(place, lifter.name, lifter.bodyweight, lifter.best(:snatch), lifter.best(:clean_and_jerk), lifter.total)
    end
  end
end
