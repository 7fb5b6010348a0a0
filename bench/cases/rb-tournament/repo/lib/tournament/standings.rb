module Tournament
  # One team's line of the table.
  class Row
    attr_reader :team
    attr_accessor :won, :drawn, :lost, :goals_for, :goals_against, :points

    def initialize(team)
      @team = team
      @won = @drawn = @lost = 0
      @goals_for = @goals_against = 0
      @points = 0
    end

    def played
      won + drawn + lost
    end

    def goal_difference
      goals_for - goals_against
    end

    def record(outcome, scored, conceded, scoring)
      case outcome
      when :win then self.won += 1
      when :draw then self.drawn += 1
      when :loss then self.lost += 1
      end
      self.goals_for += scored
      self.goals_against += conceded
      self.points += scoring.points(outcome)
    end
  end

  # The league table: rows ordered by points, then goal difference, then
  # goals scored, then name.
  class Standings
    include Enumerable

    def initialize(results, scoring: Scoring::DEFAULT)
      @scoring = scoring
      @rows = {}
      results.each { |result| add(result) }
    end

    def add(result)
      result.teams.each do |team|
        scored, conceded = result.goals_for(team)
        row_for(team).record(result.outcome_for(team), scored, conceded, @scoring)
      end
      self
    end

    def row(team)
      @rows[team]
    end

    def each(&block)
      ordered.each(&block)
    end

    def ordered
      @rows.values.sort_by { |r| [-r.points, -r.goal_difference, -r.goals_for, r.team] }
    end

    def leader
      ordered.first
    end

    def position(team)
      index = ordered.index { |r| r.team == team }
      index && index + 1
    end

    private

    def row_for(team)
      @rows[team] ||= Row.new(team)
    end
  end
end
