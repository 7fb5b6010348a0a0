# frozen_string_literal: true

module Karting
  # A driver's place in a session: the kart they were given and the
  # transponder fitted to it.
  Entry = Struct.new(:driver, :kart, :transponder, keyword_init: true)

  # What the timing loop made of one entry.
  Result = Struct.new(:entry, :laps, :finish_ms, keyword_init: true) do
    def lap_count
      laps.size
    end

    def best_ms
      Timing.best(laps)
    end

    def driver
      entry.driver
    end
  end

  class Session
    KINDS = %i[practice qualifying race].freeze

    attr_reader :kind, :category, :minutes, :entries

    def initialize(kind:, category:, minutes:)
      raise ArgumentError, "unknown session kind #{kind.inspect}" unless KINDS.include?(kind)

      @kind = kind
      @category = category
      @minutes = minutes
      @entries = []
      @passings = []
    end

    def add(driver, kart, transponder)
      unless Eligibility.eligible?(driver, category)
        raise Error, "#{driver.name} may not drive a #{category} kart"
      end
      raise Error, "kart #{kart.number} is a #{kart.category} kart" unless kart.category == category
      raise Error, "kart #{kart.number} is not ready" unless kart.available?
      raise Error, "kart #{kart.number} already has a driver" if entries.any? { |e| e.kart.number == kart.number }
      raise Error, "transponder #{transponder} is on another kart" if entry_for(transponder)

      entry = Entry.new(driver: driver, kart: kart, transponder: transponder)
      @entries << entry
      entry
    end

    def entry_for(transponder)
      entries.find { |e| e.transponder == transponder }
    end

    # Passings for transponders not in the session (a kart on the next
    # session's warm-up, say) are ignored.
    def record(passings)
      @passings.concat(passings.select { |p| entry_for(p.transponder) })
    end

    def results(min_lap_ms: Timing::MIN_LAP_MS)
      accepted = Timing.accepted_passings(@passings, min_lap_ms: min_lap_ms)
      laps = Timing.laps(@passings, min_lap_ms: min_lap_ms)
      entries.map do |entry|
        times = accepted.fetch(entry.transponder, [])
        Result.new(entry: entry, laps: laps.fetch(entry.transponder, []), finish_ms: times.last)
      end
    end
  end
end
