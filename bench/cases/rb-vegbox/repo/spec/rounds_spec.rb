RSpec.describe Vegbox::Rounds do
  def box(name, postcode)
    subscriber = Vegbox::Subscriber.new(name: name, postcode: postcode, size: :small, started_on: Date.new(2026, 1, 1))
    Vegbox::PackedBox.new(subscriber, [])
  end

  let(:boxes) { [box('Ada', 'BS10 2XY'), box('Ben', 'BS3 4CD'), box('Cat', 'BS3 1AB'), box('Dan', 'BA1 5EF')] }

  it 'sorts districts by letters, then by number' do
    expect(described_class.group(boxes).keys).to eq(%w[BA1 BS3 BS10])
  end

  it 'drives each round in postcode order' do
    expect(described_class.group(boxes)['BS3'].map { |b| b.subscriber.name }).to eq(%w[Cat Ben])
  end

  it 'prints a round sheet' do
    expect(described_class.sheet(boxes)).to eq(<<~SHEET.chomp)
      BA1 (1)
        Dan (small) BA1 5EF
      BS3 (2)
        Cat (small) BS3 1AB
        Ben (small) BS3 4CD
      BS10 (1)
        Ada (small) BS10 2XY
    SHEET
  end
end
