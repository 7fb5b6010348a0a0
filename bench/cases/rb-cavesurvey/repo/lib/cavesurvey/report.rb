# frozen_string_literal: true

module CaveSurvey
  # The survey report: total length, vertical range and the station table.
  class Report
    def initialize(network)
      @network = network
    end

    def surveyed_length
      @network.legs.sum(&:tape).round(2)
    end

    def vertical_range
      ups = @network.positions.values.map { |p| p[2] }
      (ups.max - ups.min).round(2)
    end

    def deepest
      @network.positions.min_by { |_, p| p[2] }.first
    end

    def to_s
      lines = []
      lines << format("Surveyed length %.2f m, vertical range %.2f m, deepest station %s",
                      surveyed_length, vertical_range, deepest)
      lines << format("%-8s %9s %9s %8s", "station", "east", "north", "up")
      @network.positions.sort_by { |name, _| name }.each do |name, (east, north, up)|
        lines << format("%-8s %9.2f %9.2f %8.2f", name, east, north, up)
      end
      lines.join("\n")
    end
  end
end
