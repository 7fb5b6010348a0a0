module Glassworks
  # A maker's hired session at the bench: bench hours, the glass used and the lehr time of each piece.
  class StudioSession
    BENCH_PENCE_PER_HOUR = 3_500
    LEHR_PENCE_PER_HOUR = 150

    attr_reader :maker, :bench_hours

    def initialize(maker, bench_hours:, palette: Palette.new)
      raise ArgumentError, "bench hours must be positive" unless bench_hours.positive?

      @maker = maker
      @bench_hours = bench_hours
      @palette = palette
      @pieces = []
    end

    def add(piece)
      @pieces << piece
      self
    end

    def pieces
      @pieces.dup
    end

    def glass_pence(piece)
      piece.gathers.sum { |g| @palette.cost_pence(g.colour, g.grams) }
    end

    def lehr_pence(piece)
      Annealer.hours(piece.thickness_mm) * LEHR_PENCE_PER_HOUR
    end

    def bench_pence
      bench_hours * BENCH_PENCE_PER_HOUR
    end

    def total_pence
      bench_pence + @pieces.sum { |p| glass_pence(p) + lehr_pence(p) }
    end
  end
end
