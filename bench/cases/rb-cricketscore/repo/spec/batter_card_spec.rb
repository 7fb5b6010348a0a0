# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe Cricketscore::BatterCard do
  let(:cards) { SampleInnings.innings.batter_cards.to_h { |c| [c.name, c] } }

  it "counts runs and balls faced, leaving out wides" do
    stokes = cards.fetch("Stokes")
    expect([stokes.runs, stokes.balls, stokes.fours]).to eq([8, 6, 2])
  end

  it "counts a no-ball as faced and its runs as the batter's" do
    buttler = cards.fetch("Buttler")
    expect([buttler.runs, buttler.balls, buttler.sixes]).to eq([9, 3, 1])
  end

  it "works out the strike rate" do
    expect(cards.fetch("Buttler").strike_rate).to eq(300.0)
    expect(cards.fetch("Root").out?).to be(true)
  end
end
