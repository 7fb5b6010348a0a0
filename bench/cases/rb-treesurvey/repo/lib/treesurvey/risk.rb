module Treesurvey
  module Risk
    CONDITION_SCORE = { good: 1, fair: 2, poor: 3, dead: 4 }.freeze
    TARGET_SCORE = { low: 1, medium: 2, high: 3 }.freeze

    def self.score(tree)
      CONDITION_SCORE.fetch(tree.condition) * TARGET_SCORE.fetch(tree.target)
    end

    def self.category(tree)
      s = score(tree)
      if s >= 9 then :high
      elsif s >= 4 then :moderate
      else :low
      end
    end
  end
end
