# frozen_string_literal: true

RSpec.describe Pharmacy::Pricing do
  subject(:pricing) { described_class.new }

  let(:plan) { Pharmacy::Plan.new(name: "Basic", copays: { 1 => 500, 2 => 1500, 3 => 4000 }, deductible_cents: 2000) }

  it "charges retail plus the dispensing fee without a plan" do
    q = pricing.quote(metformin, 60)
    expect(q.retail_cents).to eq(790)
    expect(q.patient_cents).to eq(790)
    expect(q.plan_cents).to eq(0)
  end

  it "puts the price towards the deductible first" do
    q = pricing.quote(oxycodone, 60, plan: plan)
    expect(q.retail_cents).to eq(4150)
    expect(q.deductible_used_cents).to eq(2000)
    expect(q.patient_cents).to eq(2000 + 2150)
    expect(q.plan_cents).to eq(0)
  end

  it "charges the tier copay once the deductible is met" do
    q = pricing.quote(tramadol, 90, plan: plan, deductible_paid_cents: 2000)
    expect(q.retail_cents).to eq(2230)
    expect(q.patient_cents).to eq(1500)
    expect(q.plan_cents).to eq(730)
  end

  it "never charges a copay above the price" do
    q = pricing.quote(metformin, 30, plan: plan, deductible_paid_cents: 5000)
    expect(q.patient_cents).to eq(500)
    expect(q.plan_cents).to eq(20)
  end
end
