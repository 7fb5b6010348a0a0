module Tournament
  class ParseError < StandardError; end

  # One played match: the home side first, as in "Ajax 2-1 PSV".
  class Result
    LINE = /\A(?<home>.+?)\s+(?<home_goals>\d+)\s*-\s*(?<away_goals>\d+)\s+(?<away>.+)\z/

    attr_reader :home, :away, :home_goals, :away_goals

    def self.parse(line)
      match = LINE.match(line.strip)
      raise ParseError, "not a result: #{line.inspect}" unless match

      new(match[:home], match[:away], Integer(match[:home_goals]), Integer(match[:away_goals]))
    end

    def initialize(home, away, home_goals, away_goals)
      raise ParseError, "a team cannot play itself: #{home}" if home == away
      raise ParseError, "negative score" if home_goals.negative? || away_goals.negative?

      @home = home
      @away = away
      @home_goals = home_goals
      @away_goals = away_goals
    end

    # :win, :draw or :loss, from the named team's side.
    def outcome_for(team)
      ours, theirs = goals_for(team)
      return :draw if ours == theirs

      ours > theirs ? :win : :loss
    end

    # [goals scored, goals conceded] by the named team.
    def goals_for(team)
      case team
      when home then [home_goals, away_goals]
      when away then [away_goals, home_goals]
      else raise ArgumentError, "#{team} did not play in #{self}"
      end
    end

    def teams
      [home, away]
    end

    def to_s
      "#{home} #{home_goals}-#{away_goals} #{away}"
    end
  end
end
