module Dispensary
  # One item on a repeat prescription: a medicine, the daily dose in units, and the quantity the
  # prescriber authorised for each issue.
  class Prescription
    attr_reader :patient, :medicine, :dose_per_day, :quantity, :issued_on, :repeats

    def initialize(patient:, medicine:, dose_per_day:, quantity:, issued_on:, repeats: 0)
      raise Error, "dose must be positive" unless dose_per_day.positive?
      raise Error, "quantity must be positive" unless quantity.positive?

      @patient = patient
      @medicine = medicine
      @dose_per_day = dose_per_day
      @quantity = quantity
      @issued_on = issued_on
      @repeats = repeats
    end

    # Whole days one issue lasts at the prescribed dose.
    def days_supply
      quantity / dose_per_day
    end

    def repeatable?
      repeats.positive?
    end
  end
end
