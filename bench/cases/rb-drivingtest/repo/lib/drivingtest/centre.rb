# frozen_string_literal: true

require "date"

module Drivingtest
  # A test centre's diary of slots.
  class Centre
    attr_reader :name, :slots, :calendar

    def initialize(name, calendar: WorkingDays.new)
      @name = name
      @calendar = calendar
      @slots = []
    end

    def add_slot(starts_at:, examiner:, extended: false)
      slot = Slot.new(starts_at: starts_at, examiner: examiner, extended: extended)
      clash = slots.find { |s| s.overlaps?(slot) }
      raise BookingError, "#{slot} overlaps #{clash}" if clash

      slots << slot
      slots.sort_by!(&:starts_at)
      slot
    end

    # The standard day for one examiner: seven tests from 08:10.
    def add_day(date, examiner, times: %w[08:10 09:07 10:14 11:11 13:33 14:30 15:27])
      times.map do |hhmm|
        hour, min = hhmm.split(":").map { |s| Integer(s, 10) }
        add_slot(starts_at: DateTime.new(date.year, date.month, date.day, hour, min), examiner: examiner)
      end
    end

    def free_slots(from: nil, extended: false)
      slots.select do |s|
        s.free? && s.extended == extended && (from.nil? || s.date >= from)
      end
    end

    def earliest_free(from: nil, extended: false)
      free_slots(from: from, extended: extended).first
    end

    def slots_on(date)
      slots.select { |s| s.date == date }
    end
  end
end
