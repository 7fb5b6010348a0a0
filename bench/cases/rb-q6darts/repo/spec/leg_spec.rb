# frozen_string_literal: true

RSpec.describe Darts::Leg do
  subject(:leg) { described_class.new }

  it "counts down from 501" do
    leg.throw("T20 T20 T20").throw("T20 T19 5")
    expect(leg.remaining).to eq(199)
    expect(leg.scored).to eq(302)
  end

  it "finishes on a double" do
    leg = described_class.new(start: 40)
    leg.throw("D20")
    expect(leg).to be_finished
    expect(leg.checkout).to eq(40)
  end

  it "busts a visit that goes below zero, leaves one, or finishes without a double" do
    leg = described_class.new(start: 32)
    leg.throw("T20").throw("T10 1").throw("S16 S16")
    expect(leg.entries.map(&:bust)).to eq([true, true, true])
    expect(leg.remaining).to eq(32)
  end

  it "counts every dart thrown, busts too" do
    leg = described_class.new(start: 50)
    leg.throw("T20").throw("10 D20")
    expect(leg.darts_thrown).to eq(3)
  end

  it "will not take a visit after the checkout" do
    leg = described_class.new(start: 2).throw("D1")
    expect { leg.throw("20") }.to raise_error(Darts::Error, /over/)
  end
end
