RSpec.describe Carpool::Trip do
  let(:trip) do
    described_class.new(driver: "ana", km: 200, riders: { "ben" => 200, "cy" => 100 }, tolls: 450)
  end

  it "puts the driver among the riders for the whole distance" do
    expect(trip.riders).to eq("ana" => 200, "ben" => 200, "cy" => 100)
  end

  it "lets the driver be the payer unless told" do
    expect(trip.payer).to eq("ana")
    other = described_class.new(driver: "ana", payer: "ben", km: 10, riders: {})
    expect(other.payer).to eq("ben")
  end

  it "prices fuel from consumption and the price per litre" do
    # 200 km at 6.5 l/100 km = 13 l at 179 cents
    expect(trip.fuel_cents).to eq(2327)
    expect(trip.total_cents).to eq(2327 + 450)
  end

  it "keeps the defaults of trips that set no costs" do
    described_class.new(driver: "ana", km: 50, riders: {}, cents_per_litre: 200)
    expect(described_class.new(driver: "dee", km: 100, riders: {}).fuel_cents).to eq(1164)
  end

  it "refuses unknown costs and impossible legs" do
    expect { described_class.new(driver: "a", km: 10, riders: {}, petrol: 3) }.to raise_error(ArgumentError, /petrol/)
    expect { described_class.new(driver: "a", km: 10, riders: { "b" => 11 }) }.to raise_error(ArgumentError)
  end
end
