RSpec.describe Glassworks::Annealer do
  it "anneals half an hour per mm of wall, rounded up" do
    expect(described_class.hours(7.0)).to eq(4)
    expect(described_class.hours(9.3)).to eq(5)
  end

  it "never anneals under two hours" do
    expect(described_class.hours(1.2)).to eq(2)
  end
end
