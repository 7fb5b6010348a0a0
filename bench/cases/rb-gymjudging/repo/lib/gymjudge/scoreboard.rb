module Gymjudge
  # The printed results for one apparatus.
  module Scoreboard
    def self.lines(apparatus, routines)
      header = "#{Apparatus.name(apparatus)}"
      rows = Ranking.places(routines).map do |place, r|
        format("%2d. %-18s %-12s D %5.3f  E %6.3f  ND %3.1f  %6.3f",
               place, r.gymnast, r.club, r.d_score, r.e_score, r.neutral, r.final)
      end
      [header, *rows]
    end
  end
end
