RSpec.describe Cheesecounter::Order do
  let(:catalogue) do
    Cheesecounter::Catalogue.new([
      Cheesecounter::Cheese.new(code: 'CHD', name: 'Cheddar', milk: :cow, age_months: 18, price_per_kg: 1800),
      Cheesecounter::Cheese.new(code: 'GOU', name: 'Gouda', milk: :cow, age_months: 6, price_per_kg: 1500)
    ])
  end
  subject(:order) { described_class.new('Mrs Hale', catalogue) }

  it 'charges the weight that was cut' do
    order.cut('CHD', 250, 262)
    expect(order.total).to eq(472)
  end

  it 'charges the ordered weight when the cut is exact' do
    order.cut('GOU', 400)
    expect(order.total).to eq(600)
  end

  it 'adds up the cut weight' do
    order.cut('CHD', 250, 262).cut('GOU', 400, 388)
    expect(order.total_grams).to eq(650)
  end

  it 'refuses an empty piece' do
    expect { order.cut('CHD', 250, 0) }.to raise_error(ArgumentError)
  end
end
