RSpec.describe Hayloft::Money do
  it "formats pence as pounds with two decimals" do
    expect(described_class.format(465)).to eq("£4.65")
    expect(described_class.format(5)).to eq("£0.05")
    expect(described_class.format(0)).to eq("£0.00")
  end

  it "groups thousands of pounds" do
    expect(described_class.format(123_456_78)).to eq("£123,456.78")
    expect(described_class.format(100_000)).to eq("£1,000.00")
  end

  it "puts the sign before the pound sign" do
    expect(described_class.format(-1163)).to eq("-£11.63")
  end
end
