# League tables from match results: parse results, build standings with the
# usual tiebreakers, print them, and draw up a round-robin schedule.
require "tournament/result"
require "tournament/scoring"
require "tournament/standings"
require "tournament/table_printer"
require "tournament/fixtures"

module Tournament
  # Reads results ("Ajax 2-1 PSV", one a line; blank lines and # comments
  # skipped) and returns the standings.
  def self.standings_from(text, scoring: Scoring::DEFAULT)
    results = text.each_line.map(&:strip).reject { |line| line.empty? || line.start_with?("#") }
    Standings.new(results.map { |line| Result.parse(line) }, scoring: scoring)
  end
end
