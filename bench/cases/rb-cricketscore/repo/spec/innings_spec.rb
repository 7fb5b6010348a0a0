# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe Cricketscore::Innings do
  subject(:innings) { SampleInnings.innings }

  it "keeps the score" do
    expect(innings.score).to eq("23/1")
    expect(innings.overs).to eq("1.5")
  end

  it "adds up the extras" do
    expect(innings.extras).to eq(5)
  end

  it "works out the run rate per over" do
    expect(innings.run_rate).to eq(12.55)
  end

  it "is complete after the last legal ball of the allotted overs" do
    inn = described_class.new(batting: "Oman", max_overs: 1)
    5.times { inn.add(Cricketscore::Ball.new(batter: "A", bowler: "B")) }
    inn.add(Cricketscore::Ball.new(batter: "A", bowler: "B", extra: :wide))
    expect(inn.complete?).to be(false)
    inn.add(Cricketscore::Ball.new(batter: "A", bowler: "B"))
    expect(inn.complete?).to be(true)
    expect { inn.add(Cricketscore::Ball.new(batter: "A", bowler: "B")) }.to raise_error(ArgumentError)
  end
end
