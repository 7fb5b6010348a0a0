# frozen_string_literal: true

RSpec.describe Plasmid::Digest do
  let(:ecori) { Plasmid::Enzyme.named("EcoRI") }
  let(:hindiii) { Plasmid::Enzyme.named("HindIII") }

  it "cuts a linear sequence into fragments" do
    digest = described_class.new(pq6, ecori, hindiii)
    expect(digest.cuts).to eq([401, 2201])
    expect(digest.fragments.map(&:to_a)).to eq([[0, 401, 401], [401, 2201, 1800], [2201, 3006, 805]])
    expect(digest.sizes).to eq([1800, 805, 401])
  end

  it "leaves an uncut sequence whole" do
    expect(described_class.new(pq6, Plasmid::Enzyme.named("NotI")).sizes).to eq([3006])
  end
end
