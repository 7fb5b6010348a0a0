# frozen_string_literal: true

RSpec.describe Drivingtest::Fees do
  subject(:fees) { described_class.new }

  it "charges the weekday fee for a morning test" do
    expect(fees.fee(at("2026-03-18", "08:10"))).to eq(6_200)
  end

  it "charges the weekday fee for the last daytime slot" do
    expect(fees.fee(at("2026-03-18", "16:29"))).to eq(6_200)
  end

  it "charges the evening fee from half past four" do
    expect(fees.band(at("2026-03-18", "16:30"))).to eq(:evening_weekend)
    expect(fees.fee(at("2026-03-18", "17:05"))).to eq(7_500)
  end

  it "charges the weekend fee on a Saturday" do
    expect(fees.fee(at("2026-03-21", "09:00"))).to eq(7_500)
  end

  it "charges the weekend fee on a bank holiday" do
    expect(fees.fee(at("2026-05-25", "09:00"))).to eq(7_500)
  end

  it "charges extended test fees" do
    expect(fees.fee(at("2026-03-18", "09:00"), extended: true)).to eq(12_400)
    expect(fees.fee(at("2026-03-21", "09:00"), extended: true)).to eq(15_000)
  end

  it "formats pence as pounds" do
    expect(described_class.pounds(6_200)).to eq("£62.00")
    expect(described_class.pounds(7_505)).to eq("£75.05")
  end
end
