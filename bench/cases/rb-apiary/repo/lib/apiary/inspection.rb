# frozen_string_literal: true

module Apiary
  # One look inside a hive. Brood and stores are counted in frames; temper is
  # scored from 1 (calm) to 5 (defensive).
  class Inspection
    TEMPERS = (1..5).freeze

    attr_reader :date, :brood_frames, :stores_frames, :queen_cells, :temper, :notes

    def initialize(date:, brood_frames:, stores_frames: 0, queen_seen: false, eggs_seen: false,
                   queen_cells: 0, temper: 2, notes: "")
      raise ArgumentError, "temper must be 1 to 5, got #{temper}" unless TEMPERS.cover?(temper)
      raise ArgumentError, "brood frames cannot be negative" if brood_frames.negative?

      @date = date
      @brood_frames = brood_frames
      @stores_frames = stores_frames
      @queen_seen = queen_seen
      @eggs_seen = eggs_seen
      @queen_cells = queen_cells
      @temper = temper
      @notes = notes
    end

    def queen_seen?
      @queen_seen
    end

    def eggs_seen?
      @eggs_seen
    end

    # Eggs mean a laying queen was there within the last three days, even if
    # she was not seen.
    def queenright?
      queen_seen? || eggs_seen?
    end

    def swarm_risk?
      queen_cells.positive? && queenright?
    end

    def defensive?
      temper >= 4
    end

    def summary
      parts = ["#{brood_frames} brood", "#{stores_frames} stores"]
      parts << (queenright? ? "queenright" : "no sign of queen")
      parts << "#{queen_cells} queen cells" if queen_cells.positive?
      parts << "defensive" if defensive?
      "#{date.iso8601}: #{parts.join(', ')}"
    end
  end
end
