# frozen_string_literal: true

RSpec.describe Croquet::IndexCard do
  it "scores 10 for a win against an equal player" do
    card = described_class.new(8)
    expect(card.points_for(8, won: true)).to eq(10)
    expect(card.points_for(8, won: false)).to eq(-10)
  end

  it "scores more for beating a stronger player" do
    card = described_class.new(8)
    expect(card.points_for(2, won: true)).to eq(16)
    expect(card.points_for(2, won: false)).to eq(-4)
    expect(card.points_for(14, won: false)).to eq(-16)
  end

  it "counts a handicap game as level" do
    expect(described_class.new(8).points_for(2, won: true, handicap_game: true)).to eq(10)
  end

  it "brings the handicap down a step at 50 points" do
    card = described_class.new(8)
    5.times { card.record(8, won: true) }
    expect(card.handicap).to eq(7.5)
    expect(card.index).to eq(0)
  end

  it "puts the handicap up a step at -50 points" do
    card = described_class.new(8, index: -45)
    card.record(8, won: false)
    expect(card.handicap).to eq(8.5)
    expect(card.index).to eq(-5)
  end
end
