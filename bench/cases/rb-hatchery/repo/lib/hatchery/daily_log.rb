# frozen_string_literal: true

require "date"

module Hatchery
  # The daily sheet: water temperature, feed given and deaths, per batch.
  class DailyLog
    Entry = Struct.new(:date, :batch_id, :temp_c, :feed_kg, :morts, keyword_init: true)

    include Enumerable

    # Parse the sheet's CSV export, one line per batch per day:
    #   2025-03-03,B1,9.5,1.20,3
    # Blank lines and lines starting with # are skipped.
    def self.parse(text)
      log = new
      text.each_line.with_index(1) do |line, number|
        line = line.strip
        next if line.empty? || line.start_with?("#")

        fields = line.split(",").map(&:strip)
        raise Error, "line #{number}: expected 5 fields, got #{fields.size}" unless fields.size == 5

        date, batch_id, temp, feed, morts = fields
        begin
          log.record(date: Date.iso8601(date), batch_id: batch_id, temp_c: Float(temp),
                     feed_kg: Float(feed), morts: Integer(morts))
        rescue ArgumentError => e
          raise Error, "line #{number}: #{e.message}"
        end
      end
      log
    end

    def initialize
      @entries = []
    end

    def record(date:, batch_id:, temp_c:, feed_kg:, morts: 0)
      raise Error, "#{date} #{batch_id}: feed cannot be negative" if feed_kg.negative?
      raise Error, "#{date} #{batch_id}: morts cannot be negative" if morts.negative?

      @entries << Entry.new(date: date, batch_id: batch_id, temp_c: temp_c,
                            feed_kg: feed_kg, morts: morts)
      self
    end

    def each(&block)
      @entries.each(&block)
    end

    # Entries for one batch between two dates, inclusive, in date order.
    def for_batch(batch_id, from:, to:)
      select { |e| e.batch_id == batch_id && e.date.between?(from, to) }.sort_by(&:date)
    end

    def feed_kg(batch_id, from:, to:)
      for_batch(batch_id, from: from, to: to).sum(0.0, &:feed_kg).round(2)
    end

    def morts(batch_id, from:, to:)
      for_batch(batch_id, from: from, to: to).sum(0, &:morts)
    end

    def degree_days(batch_id, from:, to:)
      for_batch(batch_id, from: from, to: to).sum(0.0, &:temp_c)
    end

    # The most recent temperature logged for a batch, or nil.
    def latest_temp(batch_id)
      latest = select { |e| e.batch_id == batch_id }.max_by(&:date)
      latest&.temp_c
    end
  end
end
