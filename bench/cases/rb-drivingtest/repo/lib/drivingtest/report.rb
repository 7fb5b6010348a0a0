# frozen_string_literal: true

module Drivingtest
  # Monthly figures for a centre: tests conducted, pass rate, faults and
  # fee income.
  class Report
    Row = Struct.new(:month, :conducted, :passed, :pass_rate, :average_driving_faults)

    attr_reader :centre

    def initialize(centre)
      @centre = centre
      @results = []
      @bookings = []
    end

    def add_booking(booking)
      @bookings << booking
      self
    end

    def add_result(slot, sheet)
      @results << [slot, sheet]
      self
    end

    def months
      @results.map { |slot, _| month_key(slot.date) }.uniq.sort
    end

    def row(month)
      sheets = @results.select { |slot, _| month_key(slot.date) == month }.map(&:last)
      passed = sheets.count(&:passed?)
      rate = sheets.empty? ? 0.0 : (100.0 * passed / sheets.size).round(1)
      faults = sheets.empty? ? 0.0 : (sheets.sum(&:driving_faults).to_f / sheets.size).round(2)
      Row.new(month, sheets.size, passed, rate, faults)
    end

    def rows
      months.map { |m| row(m) }
    end

    # The items most often marked serious or dangerous across all tests.
    def top_serious(limit = 3)
      counts = Hash.new(0)
      @results.each do |_, sheet|
        sheet.marks.each { |m| counts[m.item] += 1 unless m.severity == :driving }
      end
      counts.sort_by { |item, n| [-n, FaultSheet::ITEMS.index(item)] }.first(limit).to_h
    end

    # Fees taken less refunds paid, in pence.
    def fee_income
      @bookings.sum(&:fee_kept)
    end

    def refunds
      @bookings.sum(&:refund)
    end

    def to_s
      lines = ["#{centre.name} test centre"]
      lines << format("%-8s %9s %6s %6s %7s", "Month", "Conducted", "Passed", "Rate", "Faults")
      rows.each do |r|
        lines << format("%-8s %9d %6d %5.1f%% %7.2f", r.month, r.conducted, r.passed, r.pass_rate, r.average_driving_faults)
      end
      lines << "Fee income: #{Fees.pounds(fee_income)} (refunds #{Fees.pounds(refunds)})"
      lines.join("\n")
    end

    private

    def month_key(date)
      date.strftime("%Y-%m")
    end
  end
end
