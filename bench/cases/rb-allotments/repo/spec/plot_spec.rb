# frozen_string_literal: true

RSpec.describe Allotments::Plot do
  let(:plot) { described_class.new("7", site: "Meadow Lane", area: 125) }

  it "converts rods to square metres and back" do
    old = described_class.from_rods("8", site: "Rose Hill", rods: 5)
    expect(old.area).to eq(126.5)
    expect(old.rods).to eq(5.0)
  end

  it "puts plots in size bands" do
    expect(described_class.new("1", site: "X", area: 60).size_band).to eq(:quarter)
    expect(described_class.new("2", site: "X", area: 75).size_band).to eq(:quarter)
    expect(plot.size_band).to eq(:half)
    expect(described_class.new("3", site: "X", area: 250).size_band).to eq(:full)
  end

  it "rejects a non-positive area and unknown statuses" do
    expect { described_class.new("1", site: "X", area: 0) }.to raise_error(ArgumentError)
    expect { described_class.new("1", site: "X", area: 10, status: :sold) }.to raise_error(ArgumentError)
  end

  it "is let to one tenant at a time" do
    plot.let_to(resident)
    expect(plot).to be_let
    expect { plot.let_to(visitor) }.to raise_error(ArgumentError, /not vacant/)
    plot.vacate
    expect(plot).to be_vacant
    expect(plot.tenant).to be_nil
  end

  it "can be withdrawn only when not let" do
    plot.let_to(resident)
    expect { plot.withdraw }.to raise_error(ArgumentError)
    plot.vacate.withdraw
    expect(plot.status).to eq(:withdrawn)
  end

  it "describes itself" do
    expect(plot.to_s).to eq("Meadow Lane 7 (125 m²)")
  end
end
