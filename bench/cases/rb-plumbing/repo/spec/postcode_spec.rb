RSpec.describe Plumbing::Postcode do
  it "splits a postcode into area, district and sector" do
    code = described_class.parse("LS6 2AB")
    expect(code.area).to eq("LS")
    expect(code.district).to eq("LS6")
    expect(code.sector).to eq("LS6 2")
  end

  it "handles two-letter areas and lettered districts" do
    code = described_class.parse("SW1A 1AA")
    expect(code.area).to eq("SW")
    expect(code.district).to eq("SW1A")
  end

  it "normalises case and surrounding space" do
    expect(described_class.parse("  ls16  7jr ").to_s).to eq("LS16 7JR")
  end

  it "compares by value" do
    expect(described_class.parse("ls6 2ab")).to eq(described_class.parse("LS6 2AB"))
    expect([described_class.parse("LS6 2AB"), described_class.parse("ls6 2ab")].uniq.size).to eq(1)
  end

  it "rejects things that are not postcodes" do
    expect { described_class.parse("Leeds") }.to raise_error(Plumbing::Postcode::Invalid)
    expect { described_class.parse("") }.to raise_error(Plumbing::Postcode::Invalid)
  end
end
