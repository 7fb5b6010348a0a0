RSpec.describe Cheesecounter::Receipt do
  let(:catalogue) do
    Cheesecounter::Catalogue.new([
      Cheesecounter::Cheese.new(code: 'CHD', name: 'Cheddar', milk: :cow, age_months: 18, price_per_kg: 1800),
      Cheesecounter::Cheese.new(code: 'BRI', name: 'Brie', milk: :cow, age_months: 1, price_per_kg: 2250)
    ])
  end
  let(:order) { Cheesecounter::Order.new('Mrs Hale', catalogue) }

  it 'prints a line per piece at its cut weight and the total' do
    order.cut('CHD', 250, 262).cut('BRI', 200, 184)
    expect(described_class.new(order).lines).to eq([
      'Receipt for Mrs Hale',
      'Cheddar 262g                   £4.72',
      'Brie 184g                      £4.14',
      'Total                          £8.86'
    ])
  end

  it 'prints pence under a pound with a leading zero' do
    order.cut('BRI', 20)
    expect(described_class.new(order).text).to end_with("Total                          £0.45")
  end
end
