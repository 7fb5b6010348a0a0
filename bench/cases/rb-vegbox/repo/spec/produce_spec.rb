RSpec.describe Vegbox::Catalogue do
  let(:catalogue) { Fixtures.catalogue }

  it 'reads every line of the list' do
    expect(catalogue.names.size).to eq(12)
    expect(catalogue['carrots'].price_pence).to eq(180)
    expect(catalogue['leeks'].unit).to eq('each')
  end

  it 'reads month ranges, including ones that run over the new year' do
    expect(catalogue['carrots'].months).to eq([1, 2, 3, 4, 7, 8, 9, 10, 11, 12])
    expect(catalogue['leeks'].months).to eq([10, 11, 12, 1, 2, 3, 4])
  end

  it 'lists what is in season in catalogue order' do
    expect(catalogue.in_season(5).map(&:name)).to eq(%w[potatoes onions cabbage chard])
  end

  it 'refuses an unknown unit' do
    expect { described_class.parse('figs, punnet, 300, 8-9') }.to raise_error(ArgumentError, /punnet/)
  end

  it 'names the produce it does not know' do
    expect { catalogue['okra'] }.to raise_error(KeyError, 'unknown produce okra')
  end
end
