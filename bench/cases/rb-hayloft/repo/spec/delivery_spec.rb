RSpec.describe Hayloft::Delivery do
  def order(km, collect: false)
    Hayloft::Order.new("Oak Tree Riding School", distance_km: km, collect: collect).add(:round_hay, 4)
  end

  it "delivers free within 5 km" do
    expect(described_class.charge_pence(order(5))).to eq(0)
  end

  it "charges by distance band" do
    expect(described_class.charge_pence(order(6))).to eq(2500)
    expect(described_class.charge_pence(order(30))).to eq(4000)
    expect(described_class.charge_pence(order(31))).to eq(6500)
  end

  it "charges nothing for a collection" do
    expect(described_class.charge_pence(order(40, collect: true))).to eq(0)
  end

  it "does not deliver beyond 50 km" do
    expect { described_class.charge_pence(order(51)) }
      .to raise_error(Hayloft::Error, "Oak Tree Riding School is beyond 50 km")
  end
end
