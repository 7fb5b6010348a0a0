module Dispensary
  # The prescription charge a patient pays per item at the counter.
  module Charges
    ITEM_CHARGE_PENCE = 990

    module_function

    def exempt?(patient, on:)
      age = patient.age_on(on)
      return true if age < 16 || age >= 60
      return true if patient.in_education && age < 19
      return true if patient.certificate

      false
    end

    def reason(patient, on:)
      age = patient.age_on(on)
      return 'under 16' if age < 16
      return '60 or over' if age >= 60
      return 'in full-time education' if patient.in_education && age < 19
      return "#{patient.certificate} exemption certificate" if patient.certificate

      nil
    end

    def for_items(patient, items, on:)
      exempt?(patient, on: on) ? 0 : ITEM_CHARGE_PENCE * items
    end
  end
end
