# frozen_string_literal: true

module Towage
  # Times of day as minutes after midnight. A job that runs past midnight keeps counting
  # (01:30 the next morning is 1530), so times in one tide always increase.
  module Clock
    MINUTES_PER_DAY = 24 * 60
    NIGHT_STARTS = 22 * 60
    NIGHT_ENDS = 6 * 60

    module_function

    def parse(text)
      match = /\A(\d{1,2}):(\d{2})\z/.match(text.to_s.strip)
      raise ArgumentError, "bad time: #{text.inspect}" unless match

      hours = match[1].to_i
      minutes = match[2].to_i
      raise ArgumentError, "bad time: #{text.inspect}" if hours > 23 || minutes > 59

      hours * 60 + minutes
    end

    def format(minute)
      of_day = minute % MINUTES_PER_DAY
      Kernel.format('%<h>02d:%<m>02d', h: of_day / 60, m: of_day % 60)
    end

    # The first time at or after +minute+ that falls on the given clock time.
    def next_at(minute, text)
      target = parse(text)
      day_start = minute - (minute % MINUTES_PER_DAY)
      candidate = day_start + target
      candidate < minute ? candidate + MINUTES_PER_DAY : candidate
    end

    def night?(minute)
      of_day = minute % MINUTES_PER_DAY
      of_day >= NIGHT_STARTS || of_day < NIGHT_ENDS
    end

    def duration(minutes)
      hours, rest = minutes.divmod(60)
      return "#{rest} min" if hours.zero?

      rest.zero? ? "#{hours} h" : "#{hours} h #{rest} min"
    end
  end
end
