# frozen_string_literal: true

RSpec.describe Balloon::Lift do
  let(:standard_air) { Balloon::Atmosphere.air_at(0, 15) }

  it "lifts about 0.27 kg per m3 at 100 C in standard air" do
    expect(described_class.gross(1, standard_air, 100)).to be_within(0.001).of(0.279)
  end

  it "grows with the envelope temperature" do
    expect(described_class.gross(2000, standard_air, 120)).to be > described_class.gross(2000, standard_air, 100)
  end

  it "refuses an envelope no warmer than the air" do
    expect { described_class.gross(2000, standard_air, 15) }.to raise_error(ArgumentError, /not warmer/)
  end
end
