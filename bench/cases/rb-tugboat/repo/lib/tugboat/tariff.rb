# frozen_string_literal: true

module Tugboat
  # The harbour's published towage tariff, in euro cents.
  class Tariff
    # [up to gross tonnage, charge per tug per job]
    BANDS = [
      [5_000, 115_000],
      [15_000, 160_000],
      [40_000, 235_000],
      [Float::INFINITY, 310_000]
    ].freeze

    attr_reader :overtime_percent, :waiting_rate

    def initialize(bands: BANDS, overtime_percent: 50, waiting_rate: 24_000)
      @bands = bands
      @overtime_percent = overtime_percent
      @waiting_rate = waiting_rate
    end

    def band_charge(gross_tonnage)
      @bands.each { |limit, charge| return charge if gross_tonnage <= limit }
    end

    # Nights (22:00-06:00) and Sundays are worked at overtime.
    def overtime?(time)
      time.sunday? || time.hour >= 22 || time.hour < 6
    end

    def tug_charge(job)
      base = band_charge(job.vessel.gross_tonnage)
      return base unless overtime?(job.started_at || job.ordered_for)

      base + base * overtime_percent / 100
    end

    # Waiting is billed per started hour, per tug.
    def waiting_charge(job)
      hours = (job.waiting_minutes / 60.0).ceil
      hours * waiting_rate * job.tugs.size
    end

    def job_charge(job)
      job.tugs.size * tug_charge(job) + waiting_charge(job)
    end
  end
end
