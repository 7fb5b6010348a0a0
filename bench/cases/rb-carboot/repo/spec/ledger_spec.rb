require 'spec_helper'

RSpec.describe Carboot::Ledger do
  it 'prices each booking of the spring sale' do
    ledger = described_class.new(Fixtures.spring_day)
    expect(ledger.fees).to eq('S1' => 800, 'S2' => 1000, 'S3' => 1400, 'S4' => 2000, 'S5' => 1500)
    expect(ledger.total).to eq(6700)
  end

  it 'totals the August sale by vehicle' do
    ledger = described_class.new(Fixtures.august_day)
    expect(ledger.by_vehicle).to eq(car: 1800, van: 1500, trailer: 1800)
    expect(ledger.total).to eq(5100)
  end

  it 'prints a summary for the treasurer' do
    expect(described_class.new(Fixtures.spring_day).summary).to eq(<<~TEXT.chomp)
      car        2     £18.00
      van        2     £29.00
      trailer    1     £20.00
      total      5     £67.00
    TEXT
  end
end
