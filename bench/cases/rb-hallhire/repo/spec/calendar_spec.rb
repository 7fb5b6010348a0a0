RSpec.describe Hallhire::Calendar do
  def booking(hirer, room, date, slot)
    Hallhire::Booking.build(hirer: hirer, room: room, date: date, slot: slot)
  end

  subject(:calendar) { described_class.new }

  it 'lists bookings by date, start and room' do
    calendar.add(booking('Yoga', 'main hall', '2024-03-06', '18:00-19:00'))
    calendar.add(booking('WI', 'committee room', '2024-03-05', '14:00-16:00'))
    calendar.add(booking('Brownies', 'kitchen', '2024-03-06', '18:00-19:30'))
    expect(calendar.map(&:hirer)).to eq(%w[WI Brownies Yoga])
  end

  it 'refuses an overlapping booking of the same room' do
    calendar.add(booking('Yoga', 'main hall', '2024-03-06', '18:00-19:00'))
    expect { calendar.add(booking('Choir', 'main hall', '2024-03-06', '18:30-20:00')) }
      .to raise_error(Hallhire::Clash, /clashes with 2024-03-06 18:00-19:00 main hall \(Yoga\)/)
  end

  it 'takes back-to-back bookings and other rooms at the same time' do
    calendar.add(booking('Yoga', 'main hall', '2024-03-06', '18:00-19:00'))
    calendar.add(booking('Choir', 'main hall', '2024-03-06', '19:00-21:00'))
    calendar.add(booking('Brownies', 'kitchen', '2024-03-06', '18:00-19:00'))
    expect(calendar.count).to eq(3)
  end

  it 'finds the bookings of one hirer and of one day' do
    calendar.add(booking('Yoga', 'main hall', '2024-03-06', '18:00-19:00'))
    calendar.add(booking('Yoga', 'main hall', '2024-03-13', '18:00-19:00'))
    calendar.add(booking('Choir', 'main hall', '2024-03-13', '19:00-21:00'))
    expect(calendar.for_hirer('Yoga').map { |b| b.date.day }).to eq([6, 13])
    expect(calendar.on('2024-03-13').map(&:hirer)).to eq(%w[Yoga Choir])
  end
end
