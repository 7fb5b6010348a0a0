RSpec.describe Hallhire::Invoice do
  def booking(room, date, slot, charity: false)
    Hallhire::Booking.build(hirer: 'Village Players', room: room, date: date, slot: slot, charity: charity)
  end

  let(:bookings) do
    [
      booking('main hall', '2024-03-05', '19:00-22:10'),
      booking('committee room', '2024-03-07', '10:00-11:00')
    ]
  end

  it 'charges each booking at the tariff and adds them up' do
    invoice = described_class.new('Village Players', bookings)
    expect(invoice.lines.map(&:last)).to eq([9500, 1200])
    expect(invoice.total).to eq(10_700)
  end

  it 'takes a fifth off for a registered charity' do
    invoice = described_class.new('Village Players', [booking('kitchen', '2024-03-07', '10:00-12:00', charity: true)])
    expect(invoice.total).to eq(1440)
  end

  it 'prints a line per booking and the total' do
    expect(described_class.new('Village Players', bookings).to_s).to eq(<<~TEXT.chomp)
      Invoice for Village Players
      2024-03-05  19:00-22:10  main hall          £95.00
      2024-03-07  10:00-11:00  committee room     £12.00
      Total                                        £107.00
    TEXT
  end
end
