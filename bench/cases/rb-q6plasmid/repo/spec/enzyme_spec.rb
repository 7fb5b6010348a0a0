# frozen_string_literal: true

RSpec.describe Plasmid::Enzyme do
  it "reads the site and the cut" do
    ecori = described_class.named("EcoRI")
    expect(ecori.site).to eq("GAATTC")
    expect(ecori.cut_offset).to eq(1)
    expect(ecori).not_to be_blunt
    expect(described_class.named("SmaI")).to be_blunt
  end

  it "cuts the teaching vector once for each of its sites" do
    expect(%w[EcoRI BamHI HindIII NotI].map { |n| described_class.named(n).cuts(pq6) }).to eq([[401], [1501], [2201], []])
  end

  it "needs the cut marked" do
    expect { described_class.new("Odd", "GAATTC") }.to raise_error(Plasmid::Error, /mark the cut/)
  end
end
