RSpec.describe Glassworks::Palette do
  subject(:palette) { described_class.new }

  it "charges by the 10 g, rounding up" do
    expect(palette.cost_pence(:cobalt, 100)).to eq(120)
    expect(palette.cost_pence(:amber, 15)).to eq(14)
  end

  it "refuses a colour it has no rate for" do
    expect { palette.rate(:uranium) }.to raise_error(KeyError, /uranium/)
  end

  it "takes a price list of its own" do
    expect(described_class.new({ clear: 5 }).cost_pence(:clear, 200)).to eq(100)
  end
end
