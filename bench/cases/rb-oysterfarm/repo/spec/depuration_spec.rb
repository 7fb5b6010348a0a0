# frozen_string_literal: true

RSpec.describe OysterFarm::Depuration::Batch do
  let(:tank) { OysterFarm::Depuration::Tank.new(name: "Tank 2", capacity_dozen: 250) }
  let(:loaded) { Time.utc(2024, 11, 4, 9, 30) }
  subject(:batch) { described_class.new(tank: tank, lot_id: "L23-04", dozens: 180, loaded_at: loaded) }

  it "releases 42 hours after loading" do
    expect(batch.release_at).to eq(Time.utc(2024, 11, 6, 3, 30))
  end

  it "is purging until then and ready after" do
    batch.record_temperature(11.5, at: loaded + 3600)
    expect(batch.status(Time.utc(2024, 11, 5, 18, 0))).to eq(:purging)
    expect(batch.status(Time.utc(2024, 11, 6, 3, 30))).to eq(:ready)
    expect(batch.hours_in(Time.utc(2024, 11, 5, 9, 30))).to eq(24.0)
  end

  it "fails a batch whose water went too cold" do
    batch.record_temperature(9.0, at: loaded + 3600)
    batch.record_temperature(7.5, at: loaded + 7200)
    expect(batch.temperature_ok?).to be(false)
    expect(batch.status(Time.utc(2024, 11, 7))).to eq(:failed)
  end

  it "will not overload a tank" do
    expect { described_class.new(tank: tank, lot_id: "L23-04", dozens: 251, loaded_at: loaded) }
      .to raise_error(OysterFarm::Error, /exceeds Tank 2 capacity of 250/)
  end
end
