module Pipeband
  # The season's championship for one grade: points for the top six places
  # at each contest of the series.
  class Championship
    POINTS = { 1 => 12, 2 => 10, 3 => 8, 4 => 6, 5 => 4, 6 => 2 }.freeze

    Standing = Struct.new(:position, :band, :points, :wins)

    def initialize(grade)
      @grade = grade.to_s
      @contests = []
    end

    def add(contest)
      raise Error, "#{contest.name} is grade #{contest.grade}, not #{@grade}" if contest.grade != @grade

      @contests << contest
      self
    end

    def standings
      totals = Hash.new { |h, band| h[band] = { points: 0, wins: 0 } }
      @contests.each do |contest|
        contest.results.each do |r|
          totals[r.band][:points] += POINTS.fetch(r.place, 0)
          totals[r.band][:wins] += 1 if r.place == 1
        end
      end

      ordered = totals.sort_by { |band, t| [-t[:points], -t[:wins], band.name] }
      ordered.each_with_index.map do |(band, t), i|
        Standing.new(i + 1, band, t[:points], t[:wins])
      end
    end
  end
end
