# frozen_string_literal: true

RSpec.describe Fencing::ScoreSheet do
  it "reads each pool with its fencers and bouts" do
    expect(pools.map(&:number)).to eq([1, 2])
    expect(pools.map { |p| p.bouts.size }).to eq([6, 3])
    expect(pools.last.fencers).to eq(%w[Ellis Ford Gray])
  end

  it "names the line of a bad bout" do
    expect { described_class.parse("pool 1: A, B, C\nA 5-5 B\n") }.to raise_error(ArgumentError, /\Aline 2: a bout cannot end level/)
    expect { described_class.parse("A 5-1 B\n") }.to raise_error(ArgumentError, /line 1: a bout before the first pool/)
  end

  it "takes a higher limit for direct elimination sheets" do
    sheet = "pool 9: A, B, C\nA 15-12 B\n"
    expect(described_class.parse(sheet, limit: 15).first.bouts.first.to_s).to eq("A 15-12 B")
  end
end
