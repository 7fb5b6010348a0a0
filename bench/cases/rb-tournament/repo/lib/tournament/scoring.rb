module Tournament
  # Points awarded per outcome. DEFAULT is three for a win; TWO_POINTS is the
  # rule most leagues used before 1995.
  class Scoring
    attr_reader :win, :draw, :loss

    def initialize(win:, draw:, loss: 0)
      @win = win
      @draw = draw
      @loss = loss
    end

    def points(outcome)
      case outcome
      when :win then win
      when :draw then draw
      when :loss then loss
      else raise ArgumentError, "unknown outcome #{outcome.inspect}"
      end
    end

    DEFAULT = new(win: 3, draw: 1)
    TWO_POINTS = new(win: 2, draw: 1)
  end
end
