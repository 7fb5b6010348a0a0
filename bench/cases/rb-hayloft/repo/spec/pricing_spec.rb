RSpec.describe Hayloft::Pricing do
  def order(lines)
    lines.each_with_object(Hayloft::Order.new("Brook Farm")) { |(code, qty), o| o.add(code, qty) }
  end

  it "adds up the list price of the lines" do
    expect(described_class.goods_pence(order(small_hay: 10, haylage: 2))).to eq(4650 + 8300)
  end

  it "gives no discount under 50 bales" do
    o = order(small_hay: 49)
    expect(described_class.discount_pence(o)).to eq(0)
    expect(described_class.net_pence(o)).to eq(22_785)
  end

  it "gives 5% from 50 bales, rounded to the penny" do
    o = order(small_hay: 50)
    expect(described_class.discount_pence(o)).to eq(1163)
    expect(described_class.net_pence(o)).to eq(22_087)
  end

  it "gives 10% from 100 bales" do
    o = order(small_straw: 120)
    expect(described_class.discount_pence(o)).to eq(4020)
  end

  it "counts bales of every kind towards the discount" do
    o = order(round_hay: 10, small_straw: 40)
    expect(described_class.discount_pence(o)).to eq(2270)
  end
end
