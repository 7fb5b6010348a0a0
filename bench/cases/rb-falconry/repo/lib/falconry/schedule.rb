# frozen_string_literal: true

module Falconry
  class ScheduleError < StandardError; end

  # The day's flying displays: each bird flies at most twice, never in two arenas at once.
  class Schedule
    MAX_FLIGHTS = 2
    DISPLAY_MINUTES = 30

    attr_reader :entries

    def initialize
      @entries = []
    end

    def add(bird, at:, arena:)
      raise ScheduleError, "#{bird.name} is not fit to fly today" unless bird.fit_to_fly?
      raise ScheduleError, "#{bird.name} already flies #{MAX_FLIGHTS} times" if flights_for(bird).size >= MAX_FLIGHTS
      if clash?(bird, at)
        raise ScheduleError, "#{bird.name} is already flying at #{Formatter.clock(at)}"
      end

      entry = { bird: bird, at: at, arena: arena }
      @entries << entry
      entry
    end

    def flights_for(bird)
      @entries.select { |e| e[:bird].equal?(bird) }
    end

    def programme
      @entries.sort_by { |e| [e[:at], e[:arena]] }.map { |e| Formatter.display_line(e) }
    end

    private

    def clash?(bird, at)
      flights_for(bird).any? { |e| (e[:at] - at).abs < DISPLAY_MINUTES }
    end
  end
end
