require "timetrial/clock_time"

module Timetrial
  # One rider's ride: the start from the sheet and the finish the
  # timekeepers wrote down, as times of day. A rider with no finish did
  # not finish.
  class Result
    attr_reader :rider, :start, :finish

    def initialize(rider, start:, finish: nil)
      @rider = rider
      @start = start
      @finish = finish
    end

    def finished?
      !@finish.nil?
    end

    def elapsed
      return nil unless finished?

      @finish - @start
    end

    def time_text
      finished? ? ClockTime.format(elapsed) : "DNF"
    end
  end
end
