RSpec.describe Plumbing::Engineer do
  let(:engineer) do
    described_class.new(name: "Dev Patel", trades: %i[plumbing gas], districts: %w[LS6 LS16 BD],
                        gas_safe_expires: Date.new(2024, 3, 6))
  end

  it "covers its own districts and every district of a whole area" do
    expect(engineer.covers?(Plumbing::Postcode.parse("LS6 1AA"))).to be(true)
    expect(engineer.covers?(Plumbing::Postcode.parse("BD7 1AA"))).to be(true)
    expect(engineer.covers?(Plumbing::Postcode.parse("LS7 1AA"))).to be(false)
  end

  it "is local only to named districts" do
    expect(engineer.local_to?(Plumbing::Postcode.parse("LS16 5QT"))).to be(true)
    expect(engineer.local_to?(Plumbing::Postcode.parse("BD7 1AA"))).to be(false)
  end

  it "works weekdays unless told otherwise" do
    expect(engineer.works_on?(day(0))).to be(true)
    expect(engineer.works_on?(day(5))).to be(false)
    weekender = described_class.new(name: "Sam", trades: [:plumbing], districts: ["LS6"],
                                    days: %i[saturday sunday])
    expect(weekender.works_on?(day(5))).to be(true)
    expect(weekender.works_on?(day(0))).to be(false)
  end

  it "is Gas Safe up to and including the expiry date" do
    expect(engineer.gas_safe_on?(day(2))).to be(true)
    expect(engineer.gas_safe_on?(day(3))).to be(false)
    plumber = described_class.new(name: "Ann", trades: [:plumbing], districts: ["LS6"])
    expect(plumber.gas_safe_on?(day(0))).to be(false)
  end

  it "rejects unknown working days" do
    expect do
      described_class.new(name: "X", trades: [:plumbing], districts: ["LS6"], days: %i[mon])
    end.to raise_error(Plumbing::Error, /unknown days: mon/)
  end
end
