# frozen_string_literal: true

RSpec.describe Allotments::RentCalculator do
  subject(:rent) { described_class.new(districts: Fixtures::DISTRICTS) }

  let(:full) { Allotments::Plot.new("1", site: "Meadow Lane", area: 250, tap_distance: 10) }
  let(:quarter) { Allotments::Plot.new("3", site: "Meadow Lane", area: 30, tap_distance: 80) }

  it "charges by area with a minimum" do
    expect(rent.base_rent(full)).to eq(11_250)
    expect(rent.base_rent(quarter)).to eq(2000)
  end

  it "halves the rent for concessions" do
    expect(rent.concession(full, resident(concession: :senior))).to eq(5625)
    expect(rent.concession(full, resident)).to eq(0)
  end

  it "adds a quarter for tenants from outside the parish" do
    expect(rent.surcharge(full, visitor)).to eq(2813)
    expect(rent.surcharge(full, resident)).to eq(0)
  end

  it "halves the water charge far from a tap" do
    expect(rent.water(full)).to eq(1500)
    expect(rent.water(quarter)).to eq(750)
  end

  it "lists the invoice lines" do
    lines = rent.lines(full, resident("Mo Ash", concession: :student))
    expect(lines).to eq([
      ["Rent, Meadow Lane 1 (250 m²) at 45p/m²", 11_250],
      ["Student concession", -5625],
      ["Water", 1500]
    ])
    expect(rent.total(full, resident("Mo Ash", concession: :student))).to eq(7125)
  end

  it "uses the rate it is given" do
    dearer = described_class.new(districts: Fixtures::DISTRICTS, rate: 60)
    expect(dearer.total(full, visitor)).to eq(15_000 + 3750 + 1500)
  end
end
