module Hallhire
  # A slot of one day, "18:00-21:30", kept as minutes after midnight.
  class TimeSlot
    attr_reader :start, :finish

    def self.parse(text)
      from, to = text.split('-', 2).map(&:strip)
      raise ArgumentError, "not a time slot: #{text.inspect}" if from.nil? || to.nil?

      new(minutes_of(from), minutes_of(to))
    end

    def self.minutes_of(clock)
      match = /\A(\d{1,2}):(\d{2})\z/.match(clock)
      raise ArgumentError, "not a time: #{clock.inspect}" unless match

      match[1].to_i * 60 + match[2].to_i
    end

    def initialize(start, finish)
      raise ArgumentError, 'a slot must end after it starts' unless finish > start

      @start = start
      @finish = finish
    end

    def minutes
      finish - start
    end

    def overlaps?(other)
      start < other.finish && other.start < finish
    end

    def evening?
      finish > 18 * 60
    end

    def to_s
      format('%02d:%02d-%02d:%02d', start / 60, start % 60, finish / 60, finish % 60)
    end
  end
end
