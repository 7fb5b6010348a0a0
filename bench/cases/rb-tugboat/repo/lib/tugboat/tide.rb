# frozen_string_literal: true

module Tugboat
  # Predicted heights of tide above chart datum for the harbour channel,
  # read between the predictions by straight lines.
  class TideTable
    attr_reader :charted_depth

    # predictions: { Time => height in metres }
    def initialize(charted_depth:, predictions:)
      raise ArgumentError, "need at least two predictions" if predictions.size < 2

      @charted_depth = charted_depth
      @predictions = predictions.sort_by { |time, _| time }
    end

    def first_time
      @predictions.first[0]
    end

    def last_time
      @predictions.last[0]
    end

    def height_at(time)
      unless time.between?(first_time, last_time)
        raise Error, "no prediction for #{time}"
      end

      @predictions.each_cons(2) do |(t0, h0), (t1, h1)|
        next unless time.between?(t0, t1)
        return h0 if t1 == t0

        fraction = (time - t0) / (t1 - t0)
        return (h0 + (h1 - h0) * fraction).round(2)
      end
    end

    def depth_at(time)
      (charted_depth + height_at(time)).round(2)
    end

    # Under-keel clearance in metres for a ship of the given draught.
    def clearance(depth, draught)
      (depth - draught).round(2)
    end

    def navigable?(draught, time, minimum_clearance: 1.0)
      clearance(depth_at(time), draught) >= minimum_clearance
    end
  end
end
