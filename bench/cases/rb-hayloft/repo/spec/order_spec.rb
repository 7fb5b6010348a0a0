RSpec.describe Hayloft::Order do
  subject(:order) { described_class.new("Hill Farm Livery", distance_km: 12) }

  it "merges lines of the same kind" do
    order.add(:small_hay, 30).add(:small_straw, 10).add(:small_hay, 5)
    expect(order.lines.map(&:to_a)).to eq([[:small_hay, 35], [:small_straw, 10]])
  end

  it "counts bales and weighs them" do
    order.add(:small_hay, 10).add(:round_hay, 2)
    expect(order.bale_count).to eq(12)
    expect(order.weight_kg).to eq(10 * 22 + 2 * 250)
  end

  it "rejects a quantity of zero" do
    expect { order.add(:haylage, 0) }.to raise_error(Hayloft::Error, "quantity must be positive")
  end

  it "is delivered unless marked for collection" do
    expect(order.collect?).to be(false)
    expect(described_class.new("Yard", collect: true).collect?).to be(true)
  end
end
