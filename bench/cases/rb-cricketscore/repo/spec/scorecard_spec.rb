# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe Cricketscore::Scorecard do
  subject(:card) { described_class.new(SampleInnings.innings) }

  it "prints one batting line per batter in order of appearance" do
    expect(card.batting_lines).to eq([
      "Root         out        1 (3) 4s:0 6s:0",
      "Stokes       not out    8 (6) 4s:2 6s:0",
      "Buttler      not out    9 (3) 4s:0 6s:1"
    ])
  end

  it "prints the total with overs and run rate" do
    expect(card.total_line).to eq("Total: 23/1 (1.5 ov, RR 12.55)")
  end

  it "prints the bowling figures" do
    expect(card.bowling_lines).to eq([
      "Archer         1.0   6  1  econ 6.00",
      "Rashid         0.5  14  0  econ 16.80"
    ])
  end
end
