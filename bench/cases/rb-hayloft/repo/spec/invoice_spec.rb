RSpec.describe Hayloft::Invoice do
  it "lists the bales, the discount, the delivery and the total" do
    order = Hayloft::Order.new("Willow Cottage", distance_km: 12).add(:small_hay, 55)
    expect(described_class.new(order).to_s).to eq(<<~TEXT)
      Invoice for Willow Cottage
      55 x Small hay bale                  £255.75
      Volume discount                      -£12.79
      Delivery, 12 km                       £25.00
      Total                                £267.96
    TEXT
  end

  it "leaves out the discount line for a small order" do
    order = Hayloft::Order.new("Ash Grove", collect: true).add(:haylage, 3)
    invoice = described_class.new(order)
    expect(invoice.lines).to eq([
      "3 x Haylage bale                     £124.50",
      "Collected from the farm                £0.00",
      "Total                                £124.50"
    ])
  end

  it "totals a large mixed order" do
    order = Hayloft::Order.new("Fenside Equestrian", distance_km: 40)
                          .add(:small_hay, 80).add(:small_straw, 25).add(:haylage, 2)
    expect(described_class.new(order).total_pence).to eq(37_200 + 8375 + 8300 - 5388 + 6500)
  end
end
