RSpec.describe Farrier::Money do
  it "writes pence as pounds with two places" do
    expect(described_class.pounds(9_000)).to eq("£90.00")
    expect(described_class.pounds(1_505)).to eq("£15.05")
    expect(described_class.pounds(7)).to eq("£0.07")
  end

  it "puts the sign in front of the pound sign" do
    expect(described_class.pounds(-250)).to eq("-£2.50")
  end

  it "sums whole pence and refuses anything else" do
    expect(described_class.sum([100, 250, 5])).to eq(355)
    expect { described_class.sum([1.5]) }.to raise_error(TypeError)
  end
end
