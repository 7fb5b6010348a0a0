require 'spec_helper'

RSpec.describe Carboot::Allocator do
  let(:allocator) { described_class.new(Fixtures.field) }

  it 'parses the field plan' do
    pitches = Fixtures.field
    expect(pitches.map(&:to_s)).to eq(%w[A1 A2 A3 B1 B2 C1 C2 D1])
    expect(pitches.select(&:hardstanding?).map(&:to_s)).to eq(%w[B1 B2 C1 C2])
  end

  it 'puts vans on van pitches and cars on car pitches' do
    result = allocator.allocate(Fixtures.spring_day)
    expect(result.placed.transform_values(&:to_s)).to eq(
      'S3' => 'C1', 'S5' => 'D1', 'S4' => 'A1', 'S1' => 'A2', 'S2' => 'A3'
    )
    expect(result.unplaced).to eq([])
  end

  it 'gives a hardstanding request a hardstanding pitch' do
    result = allocator.allocate(Fixtures.august_day)
    expect(result.placed['A3'].to_s).to eq('B1')
    expect(result.placed['A2'].to_s).to eq('D1')
  end

  it 'lists the bookings left without a pitch' do
    vans = (1..4).map { |i| Fixtures.booking("V#{i}", :van, '2024-05-12', "2024-05-0#{i}") }
    result = allocator.allocate(vans)
    expect(result.placed.keys).to eq(%w[V1 V2 V3])
    expect(result.unplaced).to eq(['V4'])
  end
end
