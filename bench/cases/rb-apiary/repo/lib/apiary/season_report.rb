# frozen_string_literal: true

module Apiary
  # End of season summary across the hives of an apiary.
  class SeasonReport
    attr_reader :season, :hives, :harvests

    def initialize(season:, hives:, harvests: [])
      @season = season
      @hives = hives
      @harvests = harvests
    end

    def harvests_for(hive)
      harvests.select { |h| h.hive.equal?(hive) }
    end

    def honey_kg(hive)
      harvests_for(hive).select(&:permitted?).sum(&:net_kg).round(2)
    end

    def total_honey_kg
      hives.sum { |hive| honey_kg(hive) }.round(2)
    end

    def rejected
      harvests.reject(&:permitted?)
    end

    def queens_to_replace
      hives.select { |hive| hive.queen && hive.queen.due_for_replacement?(season) }
    end

    def lines
      out = ["Season #{season}: #{hives.size} hives, #{format('%.2f', total_honey_kg)} kg honey"]
      hives.each do |hive|
        queen = hive.queen ? hive.queen.to_s : "no queen recorded"
        out << format("  %-10s %6.2f kg  %s", hive.name, honey_kg(hive), queen)
      end
      rejected.each do |harvest|
        out << "  not taken: #{harvest.hive.name} #{harvest.date.iso8601} (#{harvest.problems.join('; ')})"
      end
      unless queens_to_replace.empty?
        out << "  requeen: #{queens_to_replace.map(&:name).join(', ')}"
      end
      out
    end

    def to_s
      lines.join("\n")
    end
  end
end
