# frozen_string_literal: true

RSpec.describe Balloon::Envelope do
  it "converts the size in thousands of cubic feet" do
    envelope = described_class.sized("Z-105", 105, weight_kg: 118)
    expect(envelope.volume_m3).to be_within(0.01).of(2973.27)
    expect(envelope.max_temp_c).to eq(100.0)
  end

  it "refuses an envelope temperature nobody flies" do
    expect { described_class.new(model: "X", volume_m3: 2000, max_temp_c: 150, weight_kg: 90) }
      .to raise_error(ArgumentError, /not flyable/)
  end
end
