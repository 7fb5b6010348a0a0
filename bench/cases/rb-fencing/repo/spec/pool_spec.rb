# frozen_string_literal: true

RSpec.describe Fencing::Pool do
  let(:pool) { pools.first }

  it "is complete when every pair has fenced" do
    expect(pool.bouts_due).to eq(6)
    expect(pool).to be_complete
    expect(described_class.new(3, %w[A B C])).not_to be_complete
  end

  it "gives each fencer's line of the pool sheet" do
    ames = pool.result("Ames")
    expect(ames.to_a).to eq(["Ames", 3, 2, 12, 12])
    expect(ames.indicator).to eq(0)
    expect(pool.result("Dunn").to_a).to eq(["Dunn", 3, 2, 11, 9])
  end

  it "refuses a fencer from another pool and a bout fenced twice" do
    expect { pool.record(Fencing::Bout.parse("Ames 5-0 Ellis")) }.to raise_error(ArgumentError, /Ellis is not in pool 1/)
    expect { pool.record(Fencing::Bout.parse("Brook 5-2 Ames")) }.to raise_error(ArgumentError, /already fenced/)
  end

  it "needs three fencers, each named once" do
    expect { described_class.new(1, %w[A B]) }.to raise_error(ArgumentError, /at least 3/)
    expect { described_class.new(1, %w[A B A]) }.to raise_error(ArgumentError, /twice/)
  end
end
