RSpec.describe Carpool::Split do
  it "shares fuel by distance and tolls equally" do
    trip = Carpool::Trip.new(driver: "ana", km: 200, riders: { "ben" => 200, "cy" => 100 }, tolls: 450)
    # fuel 2327 by 200:200:100 -> 931, 931, 465 (one leftover cent to the largest remainder); tolls 150 each
    expect(described_class.shares(trip)).to eq("ana" => 1081, "ben" => 1081, "cy" => 615)
  end

  it "adds up to the trip's total" do
    trip = Carpool::Trip.new(driver: "dee", km: 333, riders: { "eve" => 17, "fay" => 290 }, parking: 1001)
    expect(described_class.shares(trip).values.sum).to eq(trip.total_cents)
  end
end
