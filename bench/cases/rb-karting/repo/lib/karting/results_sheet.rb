# frozen_string_literal: true

module Karting
  # The sheets pinned up by the pit wall after a race.
  module ResultsSheet
    module_function

    def race(classification, title:)
      out = ["#{title}", "Pos  Driver            Kart  Laps  Best      Gap        Pts"]
      classification.rows.each do |row|
        result = row.result
        out << format("%3d  %-16s  %4s  %4d  %-8s  %-9s  %3d",
                      row.position, row.driver.name, "##{result.entry.kart.number}", result.lap_count,
                      Timing.format_ms(result.best_ms), row.gap, row.points)
      end
      classification.unclassified.each do |result|
        out << format("  -  %-16s  %4s  %4d  %-8s  %-9s  %3d", result.driver.name,
                      "##{result.entry.kart.number}", 0, "-", "DNS", 0)
      end
      fastest = classification.fastest_lap
      if fastest
        out << "Fastest lap: #{fastest.driver.name} #{Timing.format_ms(fastest.result.best_ms)}"
      end
      out.join("\n") + "\n"
    end

    def standings(championship)
      out = [championship.name, "Pos  Driver            Rounds  Wins  Points"]
      championship.standings.each do |s|
        out << format("%3d  %-16s  %6d  %4d  %6d", s.position, s.name, s.rounds, s.wins, s.points)
      end
      out.join("\n") + "\n"
    end
  end
end
