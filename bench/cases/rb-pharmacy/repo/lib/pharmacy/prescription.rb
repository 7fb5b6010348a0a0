# frozen_string_literal: true

module Pharmacy
  # One dispensing against a prescription.
  Fill = Struct.new(:filled_on, :quantity, :days_supply, :lots, keyword_init: true) do
    def runs_out_on
      filled_on + days_supply
    end
  end

  # A prescription as written by the prescriber, plus the fills made against it.
  class Prescription
    # How long a prescription stays valid after it was written, in days.
    VALIDITY_DAYS = { nil => 365, 2 => 90, 3 => 180, 4 => 180, 5 => 180 }.freeze
    MAX_REFILLS = { nil => 11, 2 => 0, 3 => 5, 4 => 5, 5 => 5 }.freeze

    attr_reader :number, :patient, :drug, :quantity, :days_supply, :sig, :written_on, :fills

    def initialize(number:, patient:, drug:, quantity:, days_supply:, sig:, written_on:, refills: 0)
      raise ArgumentError, "quantity must be positive" unless quantity.positive?
      raise ArgumentError, "days supply must be positive" unless days_supply.positive?

      @number = number
      @patient = patient
      @drug = drug
      @quantity = quantity
      @days_supply = days_supply
      @sig = sig
      @written_on = written_on
      @refills = refills
      @fills = []
    end

    # Refills the pharmacy may honour: what was written, capped by the drug's schedule.
    def refills_authorized
      [@refills, MAX_REFILLS.fetch(drug.schedule)].min
    end

    def fills_allowed
      1 + refills_authorized
    end

    def refills_remaining
      [fills_allowed - fills.size, 0].max
    end

    def expires_on
      written_on + VALIDITY_DAYS.fetch(drug.schedule)
    end

    def expired?(on)
      on > expires_on
    end

    def last_fill
      fills.max_by(&:filled_on)
    end

    # The first day the next fill may be made: three quarters of the last fill's supply used up.
    def refill_due_on
      last = last_fill
      return written_on if last.nil?

      last.filled_on + (last.days_supply * 3 / 4)
    end

    # Raises RefillRefused unless a fill can be made on the given day.
    def check_fillable!(on)
      raise RefillRefused.new(:not_yet_written) if on < written_on
      raise RefillRefused.new(:expired, "prescription #{number} expired on #{expires_on}") if expired?(on)
      raise RefillRefused.new(:no_refills_left) if refills_remaining.zero?

      due = refill_due_on
      raise RefillRefused.new(:too_early, "next fill of #{number} is due on #{due}") if on < due

      true
    end

    def record_fill(filled_on:, lots:, quantity: self.quantity)
      days = (days_supply * quantity.fdiv(self.quantity)).floor
      fill = Fill.new(filled_on: filled_on, quantity: quantity, days_supply: [days, 1].max, lots: lots)
      @fills << fill
      fill
    end
  end
end
