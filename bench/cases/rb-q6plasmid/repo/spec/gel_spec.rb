# frozen_string_literal: true

RSpec.describe Plasmid::Gel do
  subject(:gel) { described_class.new }

  it "runs small fragments further" do
    expect(gel.distance(10_000)).to eq(10.0)
    expect(gel.distance(100)).to eq(70.0)
  end

  it "shows the bands of a digest, biggest first" do
    digest = Plasmid::Digest.new(pq6, Plasmid::Enzyme.named("EcoRI"), Plasmid::Enzyme.named("HindIII"))
    expect(gel.describe(digest)).to eq(["1800 bp (32.3 mm)", "805 bp (42.8 mm)", "401 bp (51.9 mm)"])
  end

  it "runs fragments of nearly the same size as one band" do
    seq = Plasmid::Sequence.new(filler(1000, 5) + "GAATTC" + filler(1040, 6) + "GAATTC" + filler(60, 7))
    bands = gel.lane(Plasmid::Digest.new(seq, Plasmid::Enzyme.named("EcoRI")))
    expect(bands.map { |b| [b.bp, b.count] }).to eq([[1046, 2]])
  end
end
