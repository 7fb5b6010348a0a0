# frozen_string_literal: true

RSpec.describe Trawler::Money do
  it "rounds half pence up" do
    expect(described_class.pence(Rational(5, 2))).to eq(3)
    expect(described_class.pence(2.49)).to eq(2)
  end

  it "takes a percentage to the penny" do
    expect(described_class.percent(823_155, 50)).to eq(411_578)
    expect(described_class.percent(1_212_000, 5)).to eq(60_600)
  end

  it "formats pounds with thousands separators" do
    expect(described_class.format(1_212_000)).to eq("£12,120.00")
    expect(described_class.format(-605)).to eq("-£6.05")
    expect(described_class.format(7)).to eq("£0.07")
  end
end
