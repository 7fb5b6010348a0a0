# frozen_string_literal: true

module Apiary
  # Honey taken off one hive on one day.
  class Harvest
    # Honey with more water than this can ferment (heather honey may hold up
    # to 23%).
    MAX_MOISTURE = { default: 20.0, heather: 23.0 }.freeze

    JAR_GRAMS = { small: 227, standard: 340, large: 454 }.freeze

    # Weight of wax and honey left in the combs after spinning, as a fraction
    # of the gross weight of the frames' honey.
    EXTRACTION_LOSS = 0.08

    attr_reader :hive, :date, :frames, :gross_kg, :moisture, :floral

    def initialize(hive:, date:, frames:, gross_kg:, moisture:, floral: :default)
      raise ArgumentError, "unknown floral source #{floral.inspect}" unless MAX_MOISTURE.key?(floral)

      @hive = hive
      @date = date
      @frames = frames
      @gross_kg = gross_kg
      @moisture = moisture
      @floral = floral
    end

    def dry_enough?
      moisture <= MAX_MOISTURE.fetch(floral)
    end

    # The treatment course that forbids taking honey today, if any.
    def blocked_by
      hive.treatments.find { |course| course.blocks_harvest_on?(date) }
    end

    def permitted?
      dry_enough? && blocked_by.nil?
    end

    def net_kg
      (gross_kg * (1 - EXTRACTION_LOSS)).round(2)
    end

    def jars(size = :standard)
      grams = JAR_GRAMS.fetch(size) { raise ArgumentError, "unknown jar size #{size.inspect}" }
      (net_kg * 1000 / grams).floor
    end

    def problems
      list = []
      list << format("moisture %.1f%% over %.1f%%", moisture, MAX_MOISTURE.fetch(floral)) unless dry_enough?
      course = blocked_by
      list << "#{course.product.name} until #{course.harvest_allowed_from.iso8601}" if course
      list
    end
  end
end
