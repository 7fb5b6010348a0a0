module Bridgescore
  # One table's result on a board: the pairs sitting North-South and East-West, the final contract (nil
  # when all four passed), the declarer's seat and the tricks declarer took.
  class Result
    attr_reader :board, :ns_pair, :ew_pair, :contract, :declarer, :tricks

    def self.passed_out(board, ns_pair:, ew_pair:)
      new(board, ns_pair: ns_pair, ew_pair: ew_pair, contract: nil, declarer: nil, tricks: nil)
    end

    def initialize(board, ns_pair:, ew_pair:, contract:, declarer:, tricks:)
      @board = board
      @ns_pair = ns_pair
      @ew_pair = ew_pair
      @contract = contract && (contract.is_a?(Contract) ? contract : Contract.parse(contract))
      @declarer = declarer&.to_s&.upcase
      @tricks = tricks
      Board.side_of(@declarer) if @contract
    end

    def passed_out?
      contract.nil?
    end

    def declaring_side
      passed_out? ? nil : Board.side_of(declarer)
    end

    def score
      @score ||= Score.new(contract, tricks, vulnerable: Board.vulnerable?(board, declarer))
    end

    # The score from North-South's point of view, as it goes on the traveller.
    def ns_score
      return 0 if passed_out?

      declaring_side == :ns ? score.total : -score.total
    end

    def ew_score
      -ns_score
    end
  end
end
