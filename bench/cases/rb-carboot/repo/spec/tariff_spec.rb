require 'spec_helper'

RSpec.describe Carboot::Tariff do
  include Fixtures

  it 'charges the vehicle fee on the day' do
    expect(described_class.fee(Fixtures.booking('X', :car, '2024-05-12', '2024-05-12'))).to eq(1000)
    expect(described_class.fee(Fixtures.booking('X', :van, '2024-05-12', '2024-05-11'))).to eq(1500)
    expect(described_class.fee(Fixtures.booking('X', :trailer, '2024-05-12', '2024-05-06'))).to eq(2000)
  end

  it 'takes 20% off a booking made a week or more ahead' do
    expect(described_class.fee(Fixtures.booking('X', :car, '2024-05-12', '2024-05-05'))).to eq(800)
    expect(described_class.fee(Fixtures.booking('X', :van, '2024-05-12', '2024-04-20'))).to eq(1200)
  end

  it 'adds the hardstanding surcharge after the discount' do
    b = Fixtures.booking('X', :van, '2024-05-12', '2024-05-04', hardstanding: true)
    expect(described_class.fee(b)).to eq(1400)
  end

  it 'refuses a booking made after the sale' do
    expect { Fixtures.booking('X', :car, '2024-05-12', '2024-05-13') }.to raise_error(ArgumentError, /after the sale/)
  end
end
