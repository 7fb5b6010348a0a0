RSpec.describe Hayloft::Barn do
  let(:barn) { described_class.new("Dutch barn", small_hay: 200, round_straw: 12) }

  def order(lines)
    lines.each_with_object(Hayloft::Order.new("Mill Lane Stables")) do |(code, qty), o|
      o.add(code, qty)
    end
  end

  it "counts the stock of each kind" do
    expect(barn.available(:small_hay)).to eq(200)
    expect(barn.available(:haylage)).to eq(0)
  end

  it "sets bales aside for an order" do
    barn.reserve(order(small_hay: 150))
    expect(barn.available(:small_hay)).to eq(50)
  end

  it "refuses an order it cannot fill and reserves nothing" do
    expect { barn.reserve(order(small_hay: 20, round_straw: 13)) }
      .to raise_error(Hayloft::Error, "Dutch barn is short of Round straw bale")
    expect(barn.available(:small_hay)).to eq(200)
  end

  it "takes the bales out of stock when collected" do
    o = order(round_straw: 4)
    barn.reserve(o)
    barn.collect(o)
    expect(barn.available(:round_straw)).to eq(8)
  end

  it "rejects an unknown kind of bale" do
    expect { barn.add(:silage, 5) }.to raise_error(Hayloft::Error, "unknown bale kind: silage")
  end
end
