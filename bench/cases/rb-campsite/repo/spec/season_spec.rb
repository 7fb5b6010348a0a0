# frozen_string_literal: true

RSpec.describe Campsite::Season do
  it "has July and August as high season" do
    expect(described_class.low?(Date.new(2026, 6, 30))).to be(true)
    expect(described_class.low?(Date.new(2026, 7, 1))).to be(false)
    expect(described_class.low?(Date.new(2026, 8, 31))).to be(false)
    expect(described_class.low?(Date.new(2026, 9, 1))).to be(true)
  end

  it "names the season" do
    expect(described_class.name(Date.new(2026, 8, 10))).to eq("high")
    expect(described_class.name(Date.new(2026, 5, 10))).to eq("low")
  end
end
