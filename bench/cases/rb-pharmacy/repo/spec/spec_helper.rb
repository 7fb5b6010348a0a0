# frozen_string_literal: true

$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "pharmacy"

module PharmacyHelpers
  def amoxicillin
    Pharmacy::Drug.new(code: "AMX500", name: "Amoxicillin", form: :capsule, strength: "500 mg",
                       unit_price_cents: 18, tier: 1)
  end

  def metformin
    Pharmacy::Drug.new(code: "MET850", name: "Metformin", form: :tablet, strength: "850 mg",
                       unit_price_cents: 9, tier: 1)
  end

  def salbutamol
    Pharmacy::Drug.new(code: "SAL100", name: "Salbutamol", form: :inhaler, strength: "100 mcg",
                       unit_price_cents: 4, tier: 2)
  end

  def tramadol
    Pharmacy::Drug.new(code: "TRA50", name: "Tramadol", form: :tablet, strength: "50 mg",
                       unit_price_cents: 22, schedule: 4, tier: 2)
  end

  def oxycodone
    Pharmacy::Drug.new(code: "OXY5", name: "Oxycodone", form: :tablet, strength: "5 mg",
                       unit_price_cents: 65, schedule: 2, tier: 3)
  end

  def lot(drug, number, expiry, on_hand)
    Pharmacy::Lot.new(drug_code: drug.code, lot_number: number, expiry: expiry, on_hand: on_hand)
  end
end

RSpec.configure do |config|
  config.include PharmacyHelpers
  config.disable_monkey_patching!
  config.order = :defined
end
