# frozen_string_literal: true

module Dairyherd
  # One monthly milk recording for one cow: the day's yield (morning and
  # evening milkings), butterfat and protein as percentages, and the somatic
  # cell count in thousands of cells per ml.
  MilkRecord = Struct.new(:tag, :date, :am, :pm, :fat, :protein, :scc, keyword_init: true) do
    def litres
      am + pm
    end

    def fat_kg
      (litres * MILK_DENSITY * fat / 100.0).round(3)
    end

    def protein_kg
      (litres * MILK_DENSITY * protein / 100.0).round(3)
    end
  end

  MILK_DENSITY = 1.03 # kg per litre
  STANDARD_LACTATION = 305 # days

  # All the recordings for a herd, with lactation yields worked out by the
  # test interval method: the yield between two recordings is the mean of
  # their daily yields times the days between them, and the stretch from
  # calving to the first recording counts at the first recording's yield.
  class Recording
    def initialize(herd)
      @herd = herd
      @records = []
    end

    attr_reader :records

    def add(record)
      @herd[record.tag] # unknown tags raise
      if @records.any? { |r| r.tag == record.tag && r.date == record.date }
        raise Error, "#{record.tag} already recorded on #{record.date}"
      end

      @records << record
      record
    end

    def for_cow(tag)
      @records.select { |r| r.tag == tag }.sort_by(&:date)
    end

    def on(date)
      @records.select { |r| r.date == date }.sort_by(&:tag)
    end

    def latest(tag, on)
      for_cow(tag).select { |r| r.date <= on }.last
    end

    # Records in the cow's current lactation up to `on`, each paired with her
    # days in milk on the day.
    def lactation_records(tag, on)
      cow = @herd[tag]
      calved_on = cow.last_calving(on)
      return [] if calved_on.nil?

      for_cow(tag)
        .select { |r| r.date >= calved_on && r.date <= on }
        .map { |r| [r, cow.days_in_milk(r.date)] }
        .reject { |_, dim| dim.nil? }
    end

    # Litres from calving to the last recording up to `on`, cut off at 305
    # days.
    def lactation_yield(tag, on)
      total = 0.0
      previous_dim = 0
      previous_litres = nil
      lactation_records(tag, on).each do |record, dim|
        break if previous_dim >= STANDARD_LACTATION

        days = [dim, STANDARD_LACTATION].min - previous_dim
        daily = previous_litres.nil? ? record.litres : (previous_litres + record.litres) / 2.0
        total += daily * days
        previous_dim = [dim, STANDARD_LACTATION].min
        previous_litres = record.litres
      end
      total.round(1)
    end

    def herd_litres(date)
      on(date).sum(&:litres).round(1)
    end

    def average_yield(date)
      day = on(date)
      return 0.0 if day.empty?

      (day.sum(&:litres) / day.size).round(1)
    end

    def average_days_in_milk(date)
      dims = on(date).map { |r| @herd[r.tag].days_in_milk(date) }.compact
      return nil if dims.empty?

      (dims.sum.to_f / dims.size).round
    end
  end
end
