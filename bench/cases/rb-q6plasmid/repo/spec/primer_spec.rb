# frozen_string_literal: true

RSpec.describe Plasmid::Primer do
  it "gives the melting temperature by the Wallace rule" do
    expect(described_class.new("M13F", "GTAAAACGACGGCCAGT").tm).to eq(52)
  end

  it "looks for a GC clamp" do
    expect(described_class.new("p1", "ATGCATGCATGC")).to be_gc_clamp
    expect(described_class.new("p2", "ATGCATGCATAA")).not_to be_gc_clamp
  end

  it "spots an enzyme site in a primer's tail" do
    primer = described_class.new("fwd-EcoRI", "CCGGAATTCATGGCTAGCAAGG")
    expect(primer.adds_site?(Plasmid::Enzyme.named("EcoRI"))).to be(true)
    expect(primer.adds_site?(Plasmid::Enzyme.named("BamHI"))).to be(false)
  end

  it "refuses a primer too short to be one" do
    expect { described_class.new("stub", "GATTACA") }.to raise_error(Plasmid::Error, /7 bases/)
  end
end
