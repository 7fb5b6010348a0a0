module Bridgescore
  # The traveller of one board: every table's result, scored and matchpointed, as the director posts it.
  class Traveller
    attr_reader :board, :results

    def initialize(board, results)
      @board = board
      @results = results.select { |result| result.board == board }
    end

    def lines
      awards = Matchpoints.board(results)
      [Board.describe(board), header] + results.map { |result| line(result, awards) }
    end

    def to_s
      lines.join("\n")
    end

    private

    def header
      format("%-3s %-3s %-6s %-3s %-3s %6s %6s %5s %5s", "NS", "EW", "Con", "By", "Tr", "+NS", "+EW", "MP-NS", "MP-EW")
    end

    def line(result, awards)
      ns = result.ns_score
      format("%-3s %-3s %-6s %-3s %-3s %6s %6s %5s %5s",
             result.ns_pair, result.ew_pair,
             result.passed_out? ? "Pass" : result.contract.to_s,
             result.declarer.to_s, result.tricks.to_s,
             ns.positive? ? ns.to_s : "", ns.negative? ? (-ns).to_s : "",
             awards[result.ns_pair], awards[result.ew_pair])
    end
  end
end
