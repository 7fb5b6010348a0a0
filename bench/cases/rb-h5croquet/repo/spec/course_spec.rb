# frozen_string_literal: true

RSpec.describe Croquet::Course do
  it "has twelve hoops and the peg for each ball" do
    expect(described_class::POINTS_PER_BALL).to eq(13)
    expect(described_class::FULL_GAME).to eq(26)
  end

  it "names the next point of a ball" do
    expect(described_class.next_point(0)).to eq("1")
    expect(described_class.next_point(6)).to eq("1-back")
    expect(described_class.next_point(11)).to eq("rover")
    expect(described_class.next_point(12)).to eq("peg")
    expect(described_class.next_point(13)).to be_nil
  end

  it "counts the points before a hoop" do
    expect(described_class.points_before("3-back")).to eq(8)
    expect(described_class.points_before("peg")).to eq(12)
    expect { described_class.points_before("7") }.to raise_error(Croquet::Error)
  end
end
