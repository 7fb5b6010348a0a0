# frozen_string_literal: true

RSpec.describe Allotments::Money do
  it "turns pounds into pence" do
    expect(described_class.pence(12.345)).to eq(1235)
    expect(described_class.pence(0.1 + 0.2)).to eq(30)
  end

  it "formats pence as pounds with thousands separators" do
    expect(described_class.format(0)).to eq("£0.00")
    expect(described_class.format(5)).to eq("£0.05")
    expect(described_class.format(112_50)).to eq("£112.50")
    expect(described_class.format(1_234_567)).to eq("£12,345.67")
    expect(described_class.format(-2_50)).to eq("-£2.50")
  end

  it "takes a percentage rounding half up" do
    expect(described_class.percent_of(11_250, 50)).to eq(5625)
    expect(described_class.percent_of(11_250, 25)).to eq(2813)
    expect(described_class.percent_of(0, 25)).to eq(0)
  end
end
