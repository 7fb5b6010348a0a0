# frozen_string_literal: true

module Fencing
  # The ranking after the pools: V/M, then the indicator, then touches scored.
  # Fencers equal on all three share a place; the next place skips the shared ones.
  module Ranking
    Entry = Struct.new(:place, :result) do
      def name
        result.name
      end
    end

    def self.key(result)
      [-result.ratio, -result.indicator, -result.scored]
    end

    def self.after_pools(pools)
      results = pools.flat_map(&:results)
      names = results.map(&:name)
      dupes = names.select { |n| names.count(n) > 1 }.uniq
      raise ArgumentError, "#{dupes.join(', ')} fenced in more than one pool" unless dupes.empty?

      sorted = results.sort_by { |r| key(r) + [r.name] }
      entries = []
      sorted.each_with_index do |r, i|
        place = i.positive? && key(sorted[i - 1]) == key(r) ? entries.last.place : i + 1
        entries << Entry.new(place, r)
      end
      entries
    end
  end
end
