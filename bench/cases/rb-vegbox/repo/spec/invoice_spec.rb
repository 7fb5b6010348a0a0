RSpec.describe Vegbox::Invoice do
  def subscriber(**extra)
    Vegbox::Subscriber.new(name: 'Ada', postcode: 'BS5 9QP', size: :medium, started_on: Date.new(2026, 8, 3), **extra)
  end

  it 'bills each Thursday of the month' do
    invoice = described_class.new(subscriber, Date.new(2026, 9, 1))
    expect(invoice.delivery_dates.map(&:day)).to eq([3, 10, 17, 24])
    expect(invoice.boxes_pence).to eq(4 * 1650)
  end

  it 'charges delivery outside the free districts' do
    expect(described_class.new(subscriber, Date.new(2026, 9, 1)).delivery_pence).to eq(600)
    expect(described_class.new(subscriber(postcode: 'BS3 1AB'), Date.new(2026, 9, 1)).delivery_pence).to eq(0)
  end

  it 'bills a fortnightly box every other week' do
    invoice = described_class.new(subscriber(frequency: :fortnightly), Date.new(2026, 10, 1))
    expect(invoice.delivery_dates.map(&:day)).to eq([1, 15, 29])
  end

  it 'prints the invoice' do
    invoice = described_class.new(subscriber, Date.new(2026, 9, 14))
    expect(invoice.lines).to eq(['Ada, September 2026', '4 x medium box  £66.00', 'delivery  £6.00', 'total  £72.00'])
  end
end
