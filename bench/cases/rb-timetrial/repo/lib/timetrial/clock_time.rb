module Timetrial
  # Times are kept as whole tenths of a second: a time of day counts from
  # midnight, an elapsed time from the rider's start.
  module ClockTime
    module_function

    # "19:01:30" or "19:01:30.4" (a time of day), "24:17.3" (minutes and
    # seconds) or "1:02:03" (hours, minutes, seconds).
    def parse(text)
      parts = text.strip.split(":")
      raise ArgumentError, "bad time #{text.inspect}" unless (2..3).cover?(parts.size)
      raise ArgumentError, "bad time #{text.inspect}" unless parts.all? { |p| p.match?(/\A\d+(\.\d)?\z/) }

      seconds = parts.pop
      minutes = parts.pop.to_i
      hours = parts.pop.to_i
      whole, tenth = seconds.split(".")
      raise ArgumentError, "bad time #{text.inspect}" if minutes > 59 || whole.to_i > 59

      (((hours * 60) + minutes) * 60 + whole.to_i) * 10 + tenth.to_i
    end

    # 14733 tenths -> "24:33.3"; an hour or more -> "1:02:03.0".
    def format(tenths)
      sign = tenths.negative? ? "-" : ""
      tenths = tenths.abs
      total, tenth = tenths.divmod(10)
      minutes, seconds = total.divmod(60)
      hours, minutes = minutes.divmod(60)
      if hours.positive?
        "#{sign}#{hours}:#{pad(minutes)}:#{pad(seconds)}.#{tenth}"
      else
        "#{sign}#{minutes}:#{pad(seconds)}.#{tenth}"
      end
    end

    # A time of day to the second: "19:01:30".
    def format_of_day(tenths)
      total = tenths / 10
      minutes, seconds = total.divmod(60)
      hours, minutes = minutes.divmod(60)
      "#{pad(hours)}:#{pad(minutes)}:#{pad(seconds)}"
    end

    def pad(n)
      n.to_s.rjust(2, "0")
    end
  end
end
