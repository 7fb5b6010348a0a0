RSpec.describe Glassworks::Piece do
  it "weighs its gathers" do
    piece = described_class.new("Tumbler", :tumbler).add_gather(:clear, 300).add_gather(:cobalt, 40)
    expect(piece.weight_g).to eq(340)
    expect(piece.colours).to eq(%i[clear cobalt])
  end

  it "guesses the wall thickness from weight and form" do
    expect(described_class.new("Weight", :paperweight).add_gather(:clear, 343).thickness_mm).to eq(7.0)
    expect(described_class.new("Bowl", :bowl).add_gather(:clear, 1000).thickness_mm).to eq(6.0)
  end

  it "refuses an unknown form and an empty gather" do
    expect { described_class.new("Jug", :jug) }.to raise_error(ArgumentError)
    expect { described_class.new("Vase", :vase).add_gather(:clear, 0) }.to raise_error(ArgumentError)
  end
end
