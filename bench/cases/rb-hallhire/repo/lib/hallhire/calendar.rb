module Hallhire
  class Clash < StandardError; end

  # The hall's bookings, refusing any that overlap a booking of the same room.
  class Calendar
    include Enumerable

    def initialize
      @bookings = []
    end

    def add(booking)
      clash = @bookings.find { |b| b.clashes_with?(booking) }
      raise Clash, "#{booking} clashes with #{clash}" if clash

      @bookings << booking
      self
    end

    def each(&block)
      @bookings.sort_by { |b| [b.date, b.slot.start, b.room] }.each(&block)
    end

    def for_hirer(hirer)
      select { |b| b.hirer == hirer }
    end

    def on(date)
      day = Date.iso8601(date)
      select { |b| b.date == day }
    end
  end
end
