RSpec.describe Hallhire::Tariff do
  subject(:tariff) { described_class.new }

  def booking(room, date, slot)
    Hallhire::Booking.build(hirer: 'x', room: room, date: date, slot: slot)
  end

  it 'charges the hourly rate on a weekday daytime' do
    expect(tariff.charge(booking('main hall', '2024-03-05', '10:00-12:00'))).to eq(4800)
  end

  it 'charges a quarter more in the evening' do
    expect(tariff.charge(booking('main hall', '2024-03-05', '19:00-21:00'))).to eq(6000)
  end

  it 'charges a quarter more at the weekend' do
    expect(tariff.charge(booking('kitchen', '2024-03-09', '10:00-11:00'))).to eq(1125)
  end

  it 'charges part hours' do
    expect(tariff.charge(booking('committee room', '2024-03-05', '09:30-10:45'))).to eq(1500)
  end

  it 'refuses a room it has no rate for' do
    expect { tariff.charge(booking('garden', '2024-03-05', '10:00-11:00')) }.to raise_error(ArgumentError, /garden/)
  end
end
