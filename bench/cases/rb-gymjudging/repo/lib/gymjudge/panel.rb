module Gymjudge
  # The execution panel: each judge's total deduction for a routine, 0.0 to 10.0.
  class Panel
    TRIM_FROM = 4

    attr_reader :deductions

    def initialize(deductions)
      raise ArgumentError, "an E panel needs at least two judges" if deductions.size < 2

      @deductions = deductions.map { |d| Float(d) }.freeze
    end

    # 10 minus the average deduction; the highest and lowest are dropped once there are four judges.
    def e_score
      sorted = deductions.sort
      counted = sorted.size >= TRIM_FROM ? sorted.drop(1).take(sorted.size - 2) : sorted
      (10.0 - counted.sum / counted.size).round(3)
    end
  end
end
