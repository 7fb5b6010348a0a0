RSpec.describe Vegbox::Subscriber do
  def subscriber(**extra)
    described_class.new(name: 'Ada', postcode: 'bs5 9qp', size: :small, started_on: Date.new(2026, 3, 2), **extra)
  end

  it 'keeps the postcode in capitals and knows its district' do
    expect(subscriber.postcode).to eq('BS5 9QP')
    expect(subscriber.district).to eq('BS5')
  end

  it 'gets a weekly box every delivery day from the start' do
    expect(subscriber.due_on?(Date.new(2026, 2, 26))).to be(false)
    expect(subscriber.due_on?(Date.new(2026, 3, 5))).to be(true)
    expect(subscriber.due_on?(Date.new(2026, 3, 12))).to be(true)
  end

  it 'gets a fortnightly box every other week' do
    fortnightly = subscriber(frequency: :fortnightly)
    due = (0..5).map { |week| fortnightly.due_on?(Date.new(2026, 3, 5) + 7 * week) }
    expect(due).to eq([true, false, true, false, true, false])
  end

  it 'refuses an unknown frequency or size' do
    expect { subscriber(frequency: :monthly) }.to raise_error(ArgumentError, /weekly, fortnightly/)
    expect { subscriber(size: :huge) }.to raise_error(ArgumentError, 'no box size huge')
  end
end
