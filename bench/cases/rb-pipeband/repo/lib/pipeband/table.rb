module Pipeband
  # Plain-text result tables for the noticeboard and the association's site.
  module Table
    module_function

    def contest(contest)
      results = contest.results
      judges = contest.judges
      name_width = [results.map { |r| r.band.name.size }.max || 0, 4].max
      lines = []
      lines << "#{contest.name} - grade #{contest.grade}"
      header = ["Pl".ljust(3), "Band".ljust(name_width), *judges.map { |j| short(j) }, "Agg"]
      lines << header.join(" ")
      results.each do |r|
        cells = [r.place.to_s.ljust(3), r.band.name.ljust(name_width)]
        cells += judges.map { |j| r.placings[j].to_s.rjust(short(j).size) }
        cells << r.aggregate.to_s.rjust(3)
        lines << cells.join(" ")
      end
      lines.join("\n") + "\n"
    end

    def championship(standings)
      standings.map do |s|
        wins = case s.wins
               when 0 then ""
               when 1 then "(1 win)"
               else "(#{s.wins} wins)"
               end
        format("%2d. %-28s %3d pts %s", s.position, s.band.name, s.points, wins).rstrip
      end.join("\n") + "\n"
    end

    # Judges are shown by surname, at least 3 wide so the places line up.
    def short(judge)
      judge.split.last.ljust(3)
    end
  end
end
