# frozen_string_literal: true

RSpec.describe Sheepdog::Timing do
  it "reads the timekeeper's clock" do
    expect(described_class.to_seconds("12:05")).to eq(725)
    expect(described_class.to_seconds(" 0:59 ")).to eq(59)
  end

  it "refuses a reading that is not m:ss" do
    expect { described_class.to_seconds("12:5") }.to raise_error(ArgumentError)
    expect { described_class.to_seconds("1:75") }.to raise_error(ArgumentError)
  end

  it "writes seconds back as m:ss" do
    expect(described_class.format(725)).to eq("12:05")
  end

  it "counts the time left, never below zero" do
    expect(described_class.remaining(700, 900)).to eq(200)
    expect(described_class.remaining(950, 900)).to eq(0)
  end

  it "is over once the clock passes the limit" do
    expect(described_class.over?(901, 900)).to be(true)
    expect(described_class.over?(600, 900)).to be(false)
  end
end
