# frozen_string_literal: true

RSpec.describe Trawler::Quota do
  subject(:quota) { described_class.new(haddock: 40, cod: "12.5", monkfish: 3).record(trip) }

  it "records what each trip landed" do
    expect(quota.used_tonnes(:haddock)).to eq(Rational(34, 10))
    expect(quota.remaining_tonnes(:cod)).to eq(Rational(1178, 100))
    expect(quota.percent_used(:monkfish)).to eq(8.0)
  end

  it "tells when a species is over" do
    expect(quota.over?(:monkfish)).to be(false)
    12.times { quota.record(trip) }
    expect(quota.over?(:monkfish)).to be(true)
  end

  it "refuses a landing with no quota" do
    expect { described_class.new(haddock: 40).record(trip) }.to raise_error(Trawler::NoQuota)
  end
end
