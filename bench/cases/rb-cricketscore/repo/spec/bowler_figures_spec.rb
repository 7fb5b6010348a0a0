# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe Cricketscore::BowlerFigures do
  let(:figures) { SampleInnings.innings.bowler_figures.to_h { |f| [f.name, f] } }

  it "counts only legal balls toward the overs" do
    expect(figures.fetch("Archer").overs).to eq("1.0")
    expect(figures.fetch("Rashid").overs).to eq("0.5")
  end

  it "charges wides and no-balls but not byes" do
    expect(figures.fetch("Archer").runs).to eq(6)
    expect(figures.fetch("Rashid").runs).to eq(14)
  end

  it "works out the economy per over" do
    expect(figures.fetch("Rashid").economy).to eq(16.8)
    expect(figures.fetch("Archer").to_s).to eq("Archer 1.0-6-1")
  end
end
