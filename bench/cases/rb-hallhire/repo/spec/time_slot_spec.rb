RSpec.describe Hallhire::TimeSlot do
  it 'parses a slot into minutes after midnight' do
    slot = described_class.parse('18:00-21:30')
    expect([slot.start, slot.finish, slot.minutes]).to eq([1080, 1290, 210])
  end

  it 'accepts one-digit hours and spaces around the dash' do
    expect(described_class.parse('9:15 - 10:00').to_s).to eq('09:15-10:00')
  end

  it 'refuses a slot that ends before it starts' do
    expect { described_class.parse('12:00-11:00') }.to raise_error(ArgumentError, /end after/)
  end

  it 'refuses text that is not a slot' do
    expect { described_class.parse('noon') }.to raise_error(ArgumentError, /not a time slot/)
  end

  it 'overlaps a slot it shares minutes with, not one it only touches' do
    slot = described_class.parse('10:00-12:00')
    expect(slot.overlaps?(described_class.parse('11:30-13:00'))).to be(true)
    expect(slot.overlaps?(described_class.parse('12:00-13:00'))).to be(false)
  end

  it 'is an evening slot when it runs past 18:00' do
    expect(described_class.parse('17:00-18:00').evening?).to be(false)
    expect(described_class.parse('17:00-18:30').evening?).to be(true)
  end
end
