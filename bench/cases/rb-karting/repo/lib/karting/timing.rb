# frozen_string_literal: true

module Karting
  # One read of a kart's transponder by the timing loop at the start/finish
  # line, in milliseconds since the session's green flag.
  Passing = Struct.new(:transponder, :at_ms)

  module Timing
    # A lap quicker than this is a double read of the loop, not a lap.
    MIN_LAP_MS = 20_000

    module_function

    # Groups passings per transponder and turns them into lap times. The first
    # passing of each kart ends its out-lap, which is not timed.
    def laps(passings, min_lap_ms: MIN_LAP_MS)
      accepted = accepted_passings(passings, min_lap_ms: min_lap_ms)
      accepted.transform_values do |times|
        times.each_cons(2).map { |from, to| to - from }
      end
    end

    # The passings that count, per transponder, in time order.
    def accepted_passings(passings, min_lap_ms: MIN_LAP_MS)
      by_kart = Hash.new { |h, k| h[k] = [] }
      passings.sort_by { |p| [p.at_ms, p.transponder] }.each do |passing|
        times = by_kart[passing.transponder]
        next if !times.empty? && passing.at_ms - times.last < min_lap_ms

        times << passing.at_ms
      end
      by_kart
    end

    def best(laps)
      laps.min
    end

    def average(laps)
      return nil if laps.empty?

      (laps.sum / laps.size.to_f).round
    end

    # 32417 -> "0:32.417"
    def format_ms(ms)
      return "-" if ms.nil?

      minutes, rest = ms.divmod(60_000)
      seconds, millis = rest.divmod(1000)
      format("%d:%02d.%03d", minutes, seconds, millis)
    end
  end
end
