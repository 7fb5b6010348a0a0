RSpec.describe Dogwalk::Tariff do
  subject(:tariff) { described_class.new }

  let(:rex) { dog("Rex", "Okafor", size: :large) }
  let(:pip) { dog("Pip", "Okafor", size: :small) }

  it "bills by the half hour started" do
    expect(tariff.slots(Dogwalk::Walk.new(dog: pip, starts_at: at(4, 9), minutes: 45))).to eq(2)
    expect(tariff.price(Dogwalk::Walk.new(dog: pip, starts_at: at(4, 9), minutes: 30))).to eq(1500)
  end

  it "charges a large dog extra on a solo walk only" do
    expect(tariff.price(Dogwalk::Walk.new(dog: rex, starts_at: at(4, 9)))).to eq(3200)
    expect(tariff.price(Dogwalk::Walk.new(dog: rex, starts_at: at(4, 9), group: true))).to eq(1800)
  end

  it "halves the second dog of a household on the same group walk" do
    walks = [rex, pip].map { |d| Dogwalk::Walk.new(dog: d, starts_at: at(4, 9), group: true) }
    expect(tariff.household_price(walks)).to eq(1800 + 900)
  end
end
