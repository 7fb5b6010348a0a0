RSpec.describe Carpool::Report do
  it "says who is owed, who owes and who is square" do
    ledger = Carpool::Ledger.new
      .add(Carpool::Trip.new(driver: "ana", km: 100, riders: { "ben" => 100 }))
      .add(Carpool::Trip.new(driver: "cy", km: 10, riders: {}))
    expect(described_class.new(ledger).lines).to eq(["ana is owed 5.82", "ben owes 5.82", "cy is square"])
  end
end
