# frozen_string_literal: true

RSpec.describe Plasmid::Sequence do
  it "cleans up pasted sequence" do
    seq = described_class.new("1 gaattc ggatcc\n13 aa")
    expect(seq.to_s).to eq("GAATTCGGATCCAA")
    expect(seq.length).to eq(14)
  end

  it "takes the reverse complement" do
    expect(described_class.new("AACGTT G").reverse_complement.to_s).to eq("CAACGTT")
  end

  it "gives the GC content" do
    expect(described_class.new("GGCCAATT").gc_content).to eq(50.0)
  end

  it "finds a motif across the origin of a circular sequence" do
    seq = described_class.new("ATTCTTTTTTGA", circular: true)
    expect(seq.find("GAATTC")).to eq([10])
    expect(described_class.new("ATTCTTTTTTGA").find("GAATTC")).to eq([])
  end

  it "refuses what is not DNA" do
    expect { described_class.new("GATTACU") }.to raise_error(Plasmid::Error, /not DNA: "U"/)
  end
end
