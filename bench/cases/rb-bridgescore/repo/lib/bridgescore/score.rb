module Bridgescore
  # The duplicate score of a contract for declarer's side: positive when it makes, negative when it goes
  # down (the defenders score the same number with the sign turned round).
  class Score
    PART_SCORE_BONUS = 50
    GAME_BONUS = { false => 300, true => 500 }.freeze
    SMALL_SLAM_BONUS = { false => 500, true => 750 }.freeze
    GRAND_SLAM_BONUS = { false => 1000, true => 1500 }.freeze
    INSULT = { 1 => 50, 2 => 100 }.freeze
    DOUBLED_OVERTRICK = { false => 100, true => 200 }.freeze
    UNDOUBLED_UNDERTRICK = { false => 50, true => 100 }.freeze

    attr_reader :contract, :tricks

    def self.for(contract, tricks, vulnerable:)
      new(contract, tricks, vulnerable: vulnerable).total
    end

    def initialize(contract, tricks, vulnerable:)
      raise ArgumentError, "tricks must be 0 to 13, got #{tricks}" unless (0..13).cover?(tricks)

      @contract = contract.is_a?(Contract) ? contract : Contract.parse(contract)
      @tricks = tricks
      @vulnerable = vulnerable ? true : false
    end

    def vulnerable?
      @vulnerable
    end

    def made?
      tricks >= contract.tricks_needed
    end

    def overtricks
      made? ? tricks - contract.tricks_needed : 0
    end

    def undertricks
      made? ? 0 : contract.tricks_needed - tricks
    end

    def total
      made? ? making_score : -penalty
    end

    # Points below the line for the tricks bid: 20 a trick in a minor, 30 in a major, 40 for the first
    # trick in notrump and 30 for the rest; doubled twice, redoubled four times.
    def contract_points
      per_trick = contract.minor? ? 20 : 30
      points = per_trick * contract.level
      points += 10 if contract.notrump?
      points * multiplier
    end

    def game?
      contract_points >= 100
    end

    def making_score
      score = contract_points
      score += game? ? GAME_BONUS[vulnerable?] : PART_SCORE_BONUS
      score += SMALL_SLAM_BONUS[vulnerable?] if contract.small_slam?
      score += GRAND_SLAM_BONUS[vulnerable?] if contract.grand_slam?
      score += INSULT.fetch(contract.doubling, 0)
      score + overtrick_points
    end

    def overtrick_points
      return 0 if overtricks.zero?

      if contract.undoubled?
        overtricks * (contract.minor? ? 20 : 30)
      else
        overtricks * DOUBLED_OVERTRICK[vulnerable?] * contract.doubling
      end
    end

    def penalty
      return undertricks * UNDOUBLED_UNDERTRICK[vulnerable?] if contract.undoubled?

      doubled_penalty * contract.doubling
    end

    private

    def multiplier
      2**contract.doubling
    end

    # Doubled undertricks: not vulnerable 100 for the first, 200 for the second and third, 300 for each
    # after; vulnerable 200 for the first and 300 for each after.
    def doubled_penalty
      (1..undertricks).sum do |n|
        if vulnerable?
          n == 1 ? 200 : 300
        elsif n == 1
          100
        elsif n <= 3
          200
        else
          300
        end
      end
    end
  end
end
