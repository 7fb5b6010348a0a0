RSpec.describe Carpool::Ledger do
  let(:ledger) do
    described_class.new
      .add(Carpool::Trip.new(driver: "ana", km: 100, riders: { "ben" => 100 }))
      .add(Carpool::Trip.new(driver: "ben", km: 100, riders: { "cy" => 50 }, tolls: 300))
  end

  it "lists everyone who paid or rode" do
    expect(ledger.people).to eq(%w[ana ben cy])
  end

  it "balances to zero across the group" do
    expect(ledger.balances.values.sum).to eq(0)
  end

  it "credits the payer and debits each rider's share" do
    # trip 1: fuel 1164, ana pays, 582 each; trip 2: fuel 1164 + tolls 300, ben pays,
    # fuel 776 ben / 388 cy, tolls 150 each
    expect(ledger.balances).to eq("ana" => 582, "ben" => -582 + 1464 - 926, "cy" => -538)
  end

  it "is recomputed when a trip is added" do
    ledger.balances
    ledger.add(Carpool::Trip.new(driver: "cy", km: 10, riders: {}))
    expect(ledger.balance_of("cy")).to eq(-538)
  end
end
