# frozen_string_literal: true

RSpec.describe Apiary::Inspection do
  let(:date) { Date.new(2024, 5, 14) }

  it "is queenright when eggs are seen without the queen" do
    inspection = described_class.new(date: date, brood_frames: 6, eggs_seen: true)
    expect(inspection).to be_queenright
    expect(inspection).not_to be_queen_seen
  end

  it "flags a swarm risk for queen cells in a queenright colony" do
    inspection = described_class.new(date: date, brood_frames: 8, queen_seen: true, queen_cells: 3)
    expect(inspection).to be_swarm_risk
  end

  it "does not flag emergency cells in a queenless colony as swarm risk" do
    inspection = described_class.new(date: date, brood_frames: 2, queen_cells: 2)
    expect(inspection).not_to be_swarm_risk
  end

  it "summarises the inspection" do
    inspection = described_class.new(date: date, brood_frames: 7, stores_frames: 3, queen_seen: true,
                                     queen_cells: 2, temper: 4)
    expect(inspection.summary).to eq("2024-05-14: 7 brood, 3 stores, queenright, 2 queen cells, defensive")
  end

  it "checks the temper score" do
    expect { described_class.new(date: date, brood_frames: 5, temper: 6) }.to raise_error(ArgumentError, /temper/)
  end
end
