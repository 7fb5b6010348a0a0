RSpec.describe Cidermill::Units do
  it "turns litres into imperial gallons" do
    expect(described_class.gallons(135.0)).to eq(29.7)
    expect(described_class.gallons(4.54609)).to eq(1.0)
  end
end
