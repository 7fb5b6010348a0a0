module Dispensary
  # When a repeat item runs out and when the patient may order it again.
  class Refills
    ORDER_WINDOW_DAYS = 7

    def initialize(prescription)
      @prescription = prescription
    end

    def runs_out_on(dispensed_on)
      dispensed_on + @prescription.days_supply
    end

    def orderable_from(dispensed_on)
      runs_out_on(dispensed_on) - ORDER_WINDOW_DAYS
    end

    def orderable?(dispensed_on, today)
      @prescription.repeatable? && today >= orderable_from(dispensed_on)
    end

    # The prescriptions of a list whose last issue (a Date per prescription) is due for ordering today.
    def self.due(dispensed, today)
      dispensed.select { |prescription, on| new(prescription).orderable?(on, today) }.map(&:first)
    end
  end
end
