# frozen_string_literal: true

RSpec.describe Pharmacy::Dispenser do
  subject(:dispenser) { described_class.new(stock: stock, name: "Quay Street Pharmacy") }

  let(:stock) { Pharmacy::Stock.new }
  let(:plan) { Pharmacy::Plan.new(name: "Basic", copays: { 1 => 500, 2 => 1500, 3 => 4000 }, deductible_cents: 1000) }
  let(:formulary) { Pharmacy::Formulary.new([metformin, tramadol]) }
  let(:march) { Date.new(2024, 3, 1) }

  let(:metformin_rx) do
    Pharmacy::Prescription.new(number: "R200", patient: "Ada Moss", drug: metformin, quantity: 60,
                               days_supply: 30, sig: "1 tab po bid", written_on: march, refills: 3)
  end

  let(:tramadol_rx) do
    Pharmacy::Prescription.new(number: "R201", patient: "Ada Moss", drug: tramadol, quantity: 20,
                               days_supply: 10, sig: "1 tab po bid", written_on: march, refills: 1)
  end

  before do
    stock.receive(lot(metformin, "M-1", Date.new(2024, 12, 31), 100))
    stock.receive(lot(metformin, "M-2", Date.new(2025, 6, 30), 200))
    stock.receive(lot(tramadol, "T-1", Date.new(2025, 1, 31), 50))
  end

  it "fills a prescription from stock and records the lots" do
    receipt = dispenser.fill(metformin_rx, on: march)
    expect(receipt.fill.lots).to eq([["M-1", 60]])
    expect(metformin_rx.refills_remaining).to eq(3)
    expect(stock.available("MET850", on: march)).to eq(240)
  end

  it "tracks the deductible across fills in the same year" do
    first = dispenser.fill(metformin_rx, on: march, plan: plan)
    second = dispenser.fill(tramadol_rx, on: march, plan: plan)
    expect(first.quote.patient_cents).to eq(790)
    expect(second.quote.deductible_used_cents).to eq(210)
    expect(second.quote.patient_cents).to eq(690)
    expect(second.quote.plan_cents).to eq(0)
    expect(dispenser.deductible_paid("Ada Moss", 2024)).to eq(1000)
  end

  it "refills on the due day but not the day before" do
    dispenser.fill(metformin_rx, on: march)
    expect { dispenser.fill(metformin_rx, on: Date.new(2024, 3, 22)) }
      .to raise_error(Pharmacy::RefillRefused) { |e| expect(e.reason).to eq(:too_early) }
    receipt = dispenser.fill(metformin_rx, on: Date.new(2024, 3, 23))
    expect(receipt.fill.lots).to eq([["M-1", 40], ["M-2", 20]])
  end

  it "does not take stock for a refused fill" do
    dispenser.fill(tramadol_rx, on: march)
    expect { dispenser.fill(tramadol_rx, on: Date.new(2024, 3, 5)) }.to raise_error(Pharmacy::RefillRefused)
    expect(stock.available("TRA50", on: march)).to eq(30)
  end

  it "refuses to dispense more than prescribed" do
    expect { dispenser.fill(metformin_rx, on: march, quantity: 61) }.to raise_error(ArgumentError)
  end

  it "keeps a controlled-substance register" do
    dispenser.fill(metformin_rx, on: march)
    dispenser.fill(tramadol_rx, on: march, quantity: 10)
    expect(dispenser.controlled_register(march, formulary)).to eq([%w[R201 TRA50] + [10]])
  end
end
