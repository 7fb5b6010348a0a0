# frozen_string_literal: true

RSpec.describe Campsite::Stay do
  it "lists the date of each night" do
    stay = described_class.new(pitch: :tent, arrive: "2026-05-30", nights: 3, adults: 2)
    expect(stay.dates.map(&:day)).to eq([30, 31, 1])
    expect(stay.departure).to eq(Date.new(2026, 6, 2))
  end

  it "takes one night in the low season" do
    expect(described_class.new(pitch: :tent, arrive: "2026-09-12", nights: 1, adults: 1).nights).to eq(1)
  end

  it "wants three nights from a high-season arrival" do
    expect { described_class.new(pitch: :tent, arrive: "2026-07-12", nights: 2, adults: 1) }
      .to raise_error(ArgumentError, /at least 3 nights/)
  end

  it "refuses a party without an adult" do
    expect { described_class.new(pitch: :tent, arrive: "2026-05-01", nights: 1, adults: 0, children: 2) }
      .to raise_error(ArgumentError, /adult/)
  end

  it "refuses an unknown pitch" do
    expect { described_class.new(pitch: :yurt, arrive: "2026-05-01", nights: 1, adults: 1) }
      .to raise_error(ArgumentError, /no such pitch/)
  end
end
