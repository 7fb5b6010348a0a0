# frozen_string_literal: true

RSpec.describe OysterFarm::PriceList do
  subject(:prices) do
    described_class.new(effective_from: Date.new(2024, 9, 1),
                        pence_per_dozen: { "3" => 1_080, "1" => 1_620, "2" => 1_320 })
  end

  it "prices a grade per dozen" do
    expect(prices.price("2")).to eq(1_320)
  end

  it "lists its grades largest first" do
    expect(prices.grades).to eq(%w[1 2 3])
  end

  it "has no price for a grade it does not list" do
    expect { prices.price("4") }.to raise_error(OysterFarm::Error, "no price for grade No. 4")
  end

  it "refuses a price for undersize oysters" do
    expect { described_class.new(effective_from: Date.today, pence_per_dozen: { "undersize" => 100 }) }
      .to raise_error(ArgumentError, /not saleable/)
  end

  it "raises every price by a percentage" do
    raised = prices.raised(4, effective_from: Date.new(2025, 3, 1))
    expect(raised.price("1")).to eq(1_685)
    expect(raised.price("3")).to eq(1_123)
    expect(raised.effective_from).to eq(Date.new(2025, 3, 1))
  end
end
