module Dispensary
  # The dispensing label stuck on the box.
  class Label
    def initialize(prescription, dispensed_on)
      @prescription = prescription
      @dispensed_on = dispensed_on
    end

    def dose_line
      dose = @prescription.dose_per_day
      unit = @prescription.medicine.form
      count = dose == 1 ? "ONE #{unit}" : "#{dose} #{unit}s"
      "Take #{count} a day"
    end

    def lines
      medicine = @prescription.medicine
      [
        "#{@prescription.quantity} x #{medicine.title}",
        dose_line,
        @prescription.patient.name,
        "Dispensed #{@dispensed_on.strftime('%d/%m/%Y')}",
      ]
    end
  end
end
