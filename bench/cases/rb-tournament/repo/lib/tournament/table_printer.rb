module Tournament
  # Prints standings as a fixed-width text table.
  class TablePrinter
    HEADER = %w[Pos Team P W D L GF GA GD Pts].freeze

    def initialize(standings)
      @standings = standings
    end

    def to_s
      width = [@standings.map { |r| r.team.length }.max || 0, 4].max
      lines = [format_line(HEADER, width)]
      @standings.each_with_index do |row, i|
        lines << format_line(cells(row, i + 1), width)
      end
      lines.join("\n") + "\n"
    end

    private

    def cells(row, pos)
      gd = row.goal_difference.positive? ? "+#{row.goal_difference}" : row.goal_difference.to_s
      [pos, row.team, row.played, row.won, row.drawn, row.lost, row.goals_for, row.goals_against, gd, row.points]
        .map(&:to_s)
    end

    def format_line(cells, width)
      pos, team, *numbers = cells
      pos.rjust(3) + "  " + team.ljust(width) + numbers.map { |n| n.rjust(4) }.join
    end
  end
end
