RSpec.describe Vegbox::Packing do
  let(:start) { Date.new(2026, 9, 1) }
  let(:subscribers) do
    [
      Vegbox::Subscriber.new(name: 'Ada', postcode: 'BS5 9QP', size: :small, started_on: start),
      Vegbox::Subscriber.new(name: 'Ben', postcode: 'BS3 1AB', size: :medium, started_on: start,
                             dislikes: %w[kale beetroot]),
      Vegbox::Subscriber.new(name: 'Cat', postcode: 'BS10 2XY', size: :small, frequency: :fortnightly,
                             started_on: start)
    ]
  end
  let(:packing) { described_class.new(Fixtures.catalogue, subscribers) }

  it 'fills a box with the first items in season' do
    ada = packing.boxes(Date.new(2026, 9, 3)).first
    expect(ada.items).to eq(%w[potatoes carrots onions kale beetroot courgettes])
  end

  it 'leaves out what the subscriber does not want' do
    ben = packing.boxes(Date.new(2026, 9, 3))[1]
    expect(ben.items).to eq(%w[potatoes carrots onions courgettes tomatoes cabbage squash chard])
  end

  it 'packs fortnightly boxes only in their week' do
    expect(packing.boxes(Date.new(2026, 9, 3)).map { |b| b.subscriber.name }).to eq(%w[Ada Ben Cat])
    expect(packing.boxes(Date.new(2026, 9, 10)).map { |b| b.subscriber.name }).to eq(%w[Ada Ben])
  end

  it 'adds up the pick list, most picked first' do
    list = packing.pick_list(Date.new(2026, 9, 10))
    expect(list.first(3)).to eq([['carrots', 2], ['courgettes', 2], ['onions', 2]])
    expect(list['kale']).to eq(1)
  end
end
