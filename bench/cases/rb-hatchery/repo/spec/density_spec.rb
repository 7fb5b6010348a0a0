# frozen_string_literal: true

RSpec.describe Hatchery::Density do
  it "works out kilograms per cubic metre" do
    expect(described_class.kg_per_m3(raceway_one, batches)).to be_within(0.01).of(22.31)
    expect(described_class.kg_per_m3(fry_tank, batches)).to be_within(0.01).of(13.58)
  end

  it "takes the limit for the species and size" do
    expect(described_class.limit_for(batch("B1"))).to eq(35.0)
    expect(described_class.limit_for(batch("B2"))).to eq(25.0)
    expect(described_class.limit_for(batch("B3"))).to eq(20.0)
  end

  it "checks a tank against its limit" do
    check = described_class.check(raceway_two, batches)
    expect(check.kg_per_m3).to be_within(0.01).of(10.13)
    expect(check.over?).to be(false)
    expect(check.loading).to be_within(0.001).of(0.405)
  end

  it "uses the strictest limit when batches share a tank" do
    batch("B3").move_to(raceway_one)
    check = described_class.check(raceway_one, batches)
    expect(check.limit).to eq(20.0)
    expect(check.kg_per_m3).to be_within(0.01).of(28.31)
    expect(check.over?).to be(true)
    expect(described_class.overstocked(tanks, batches).map { |c| c.tank.id }).to eq(["R1"])
  end

  it "refuses to check an empty tank" do
    empty = Hatchery::Tank.new("T9", volume: 2, flow_lpm: 50)
    expect { described_class.check(empty, batches) }.to raise_error(Hatchery::Error, /T9 holds no batches/)
  end
end
