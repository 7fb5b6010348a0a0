# frozen_string_literal: true

RSpec.describe Fencing::Ranking do
  let(:ranking) { described_class.after_pools(pools) }

  it "ranks on victories over matches, then indicator, then touches scored" do
    expect(ranking.map(&:name)).to eq(%w[Dunn Ames Ellis Gray Ford Brook Cole])
    expect(ranking.map(&:place)).to eq([1, 2, 3, 4, 5, 6, 7])
  end

  it "gives a shared place to fencers equal on all three" do
    a = Fencing::Pool.new(1, %w[A B C])
    a.record(Fencing::Bout.parse("A 5-3 B")).record(Fencing::Bout.parse("B 5-3 C")).record(Fencing::Bout.parse("C 5-3 A"))
    expect(described_class.after_pools([a]).map { |e| [e.place, e.name] }).to eq([[1, "A"], [1, "B"], [1, "C"]])
  end

  it "refuses a fencer who fenced in two pools" do
    extra = Fencing::Pool.new(3, %w[Ames X Y])
    expect { described_class.after_pools(pools + [extra]) }.to raise_error(ArgumentError, /Ames fenced in more than one pool/)
  end
end
