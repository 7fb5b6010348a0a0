require "timetrial/clock_time"

module Timetrial
  # Riders start one at a time, a fixed interval apart, in the order they
  # were entered; the first rider starts at first_start.
  class StartSheet
    attr_reader :riders, :first_start, :interval

    def initialize(first_start:, interval: 60)
      @first_start = ClockTime.parse(first_start)
      @interval = interval * 10
      @riders = []
    end

    def enter(name:, club:, age: nil)
      rider = Rider.new(number: @riders.size + 1, name: name, club: club, age: age)
      @riders << rider
      rider
    end

    def start_of(number)
      index = @riders.index { |r| r.number == number }
      raise KeyError, "no rider number #{number}" unless index

      start_at(index)
    end

    def lines
      @riders.each_with_index.map do |rider, index|
        "#{ClockTime.format_of_day(start_at(index))}  #{rider.number.to_s.rjust(3)}  #{rider.name}, #{rider.club}"
      end
    end

    private

    def start_at(index)
      @first_start + index * @interval
    end
  end
end
