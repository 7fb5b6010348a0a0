RSpec.describe Cheesecounter::Catalogue do
  let(:stilton) { Cheesecounter::Cheese.new(code: 'STL', name: 'Stilton', milk: :cow, age_months: 3, price_per_kg: 2800) }
  let(:feta) { Cheesecounter::Cheese.new(code: 'FET', name: 'Feta', milk: :sheep, age_months: 2, price_per_kg: 1600) }
  let(:pecorino) { Cheesecounter::Cheese.new(code: 'PEC', name: 'Pecorino', milk: :sheep, age_months: 8, price_per_kg: 3200) }
  subject(:catalogue) { described_class.new([stilton, pecorino, feta]) }

  it 'finds a cheese by its code' do
    expect(catalogue.fetch('FET')).to be(feta)
  end

  it 'refuses a code it does not sell' do
    expect { catalogue.fetch('BRI') }.to raise_error(KeyError, /no cheese BRI/)
  end

  it 'refuses a duplicate code' do
    expect { catalogue.add(stilton) }.to raise_error(ArgumentError, /duplicate/)
  end

  it 'lists the cheeses of one milk by name' do
    expect(catalogue.by_milk(:sheep).map(&:name)).to eq(%w[Feta Pecorino])
  end

  it 'refuses an unknown milk' do
    expect do
      Cheesecounter::Cheese.new(code: 'X', name: 'X', milk: :yak, age_months: 1, price_per_kg: 1)
    end.to raise_error(ArgumentError, /unknown milk/)
  end
end
