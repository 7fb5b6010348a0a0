# frozen_string_literal: true

require "date"

module Teetimes
  # One day's tee times: a start every interval minutes from the first to
  # the last, up to four players a time, and blocks held for competitions
  # or societies.
  class TeeSheet
    MAX_PLAYERS = 4

    Slot = Struct.new(:time, :players, :block, keyword_init: true) do
      def spaces
        block ? 0 : MAX_PLAYERS - players.size
      end
    end

    attr_reader :date, :interval

    def initialize(date, first: "07:00", last: "16:00", interval: 8)
      raise Error, "interval must be a positive number of minutes" unless interval.positive?

      @date = date.is_a?(Date) ? date : Date.parse(date.to_s)
      @interval = interval
      @first = self.class.minutes(first)
      @last = self.class.minutes(last)
      raise Error, "the first time is after the last" if @first > @last

      @slots = {}
      @first.step(@last, interval) do |m|
        @slots[m] = Slot.new(time: self.class.clock(m), players: [], block: nil)
      end
    end

    def self.minutes(time)
      m = /\A(\d{1,2}):(\d{2})\z/.match(time.to_s)
      raise Error, "#{time.inspect} is not a time" unless m && m[1].to_i < 24 && m[2].to_i < 60

      m[1].to_i * 60 + m[2].to_i
    end

    def self.clock(minutes)
      Kernel.format("%02d:%02d", minutes / 60, minutes % 60)
    end

    def times
      @slots.values.map(&:time)
    end

    def slot(time)
      @slots.fetch(self.class.minutes(time)) { raise Error, "no tee time at #{time}" }
    end

    def weekend?
      date.saturday? || date.sunday?
    end

    def book(time, *players)
      s = slot(time)
      raise Error, "#{time} is held for #{s.block}" if s.block
      if players.size > s.spaces
        raise Error, "#{time} has room for #{s.spaces}, not #{players.size}"
      end

      players.each do |p|
        raise Error, "#{p} is already out at #{time_of(p)}" if time_of(p)
      end
      s.players.concat(players)
      s
    end

    def cancel(time, player)
      s = slot(time)
      raise Error, "#{player} is not booked at #{time}" unless s.players.delete(player)

      s
    end

    # Holds every time from one to the other, both included.
    def block(from, to, reason)
      range = self.class.minutes(from)..self.class.minutes(to)
      held = @slots.select { |m, _| range.cover?(m) }.values
      taken = held.reject { |s| s.players.empty? }
      raise Error, "#{taken.map(&:time).join(', ')} already booked" unless taken.empty?

      held.each { |s| s.block = reason }
      held.size
    end

    def free_spaces(time)
      slot(time).spaces
    end

    # The first time at or after the given one with room for size players.
    def next_free(after:, size: 1)
      from = self.class.minutes(after)
      found = @slots.find { |m, s| m >= from && s.spaces >= size }
      found && found[1].time
    end

    def time_of(player)
      found = @slots.values.find { |s| s.players.include?(player) }
      found && found.time
    end

    def bookings
      @slots.values.reject { |s| s.players.empty? }
    end
  end
end
