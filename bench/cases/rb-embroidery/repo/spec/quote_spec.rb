# frozen_string_literal: true

RSpec.describe Embroidery::Quote do
  it "prices stitches per thousand" do
    quote = described_class.new(Fixtures.logo, quantity: 1)
    expect(quote.per_piece).to eq(540)
  end

  it "charges the minimum for a small design" do
    quote = described_class.new(Fixtures.monogram, quantity: 1)
    expect(quote.per_piece).to eq(300)
  end

  it "charges setup once per thread shade" do
    quote = described_class.new(Fixtures.logo, quantity: 10)
    expect(quote.setup).to eq(750)
  end

  it "gives no discount under a dozen" do
    quote = described_class.new(Fixtures.logo, quantity: 11)
    expect(quote.total).to eq(11 * 540 + 750)
  end

  it "takes the largest discount the quantity reaches" do
    expect(described_class.new(Fixtures.logo, quantity: 12).discount_percent).to eq(5)
    expect(described_class.new(Fixtures.logo, quantity: 50).discount_percent).to eq(10)
    expect(described_class.new(Fixtures.logo, quantity: 240).discount_percent).to eq(15)
  end

  it "totals fifty logos with the discount and setup" do
    quote = described_class.new(Fixtures.logo, quantity: 50)
    expect(quote.total).to eq(27_000 - 2700 + 750)
  end

  it "refuses a quantity of zero" do
    expect { described_class.new(Fixtures.logo, quantity: 0) }.to raise_error(ArgumentError)
  end
end
