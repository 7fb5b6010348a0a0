module Bridgescore
  # Matchpoint scoring of pairs: on each board every North-South score earns 2 for each North-South score
  # it beats and 1 for each it ties with, and East-West take what is left of the top.
  module Matchpoints
    module_function

    # Matchpoints for a list of North-South scores on one board, in the same order.
    def ns(scores)
      scores.map do |score|
        scores.sum { |other| (score <=> other) + 1 } - 1
      end
    end

    def top(tables)
      2 * (tables - 1)
    end

    # Both directions' matchpoints for the results of one board: a hash from pair to matchpoints.
    def board(results)
      points = ns(results.map(&:ns_score))
      top = top(results.size)
      results.zip(points).each_with_object({}) do |(result, mp), awards|
        awards[result.ns_pair] = mp
        awards[result.ew_pair] = top - mp
      end
    end

    # Each pair's total and percentage of the tops they could have earned, over a session's results.
    # Returns [pair, matchpoints, percent] rows, best first.
    def session(results)
      totals = Hash.new(0)
      tops = Hash.new(0)
      results.group_by(&:board).each_value do |board_results|
        board(board_results).each { |pair, mp| totals[pair] += mp }
        top = top(board_results.size)
        board_results.each do |result|
          tops[result.ns_pair] += top
          tops[result.ew_pair] += top
        end
      end
      rows = totals.map do |pair, mp|
        percent = tops[pair].zero? ? 0.0 : (100.0 * mp / tops[pair]).round(2)
        [pair, mp, percent]
      end
      rows.sort_by { |pair, mp, percent| [-percent, -mp, pair.to_s] }
    end
  end
end
