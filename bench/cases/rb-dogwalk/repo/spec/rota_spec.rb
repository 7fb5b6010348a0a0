RSpec.describe Dogwalk::Rota do
  it "sends at most four dogs out with one walker" do
    dogs = %w[A B C D E].map { |name| dog(name, "H#{name}") }
    walks = dogs.map { |d| Dogwalk::Walk.new(dog: d, starts_at: at(4, 9), group: true) }
    expect(described_class.new(walks).outings.map { |o| o[:dogs] }).to eq([%w[A B C D], %w[E]])
  end

  it "gives each solo walk its own walker and skips cancellations" do
    walks = [
      Dogwalk::Walk.new(dog: dog("Rex", "Okafor"), starts_at: at(4, 9)),
      Dogwalk::Walk.new(dog: dog("Luna", "Baptiste"), starts_at: at(4, 9)),
      Dogwalk::Walk.new(dog: dog("Moss", "Ince"), starts_at: at(5, 9)).cancel(at(1, 12)),
    ]
    rota = described_class.new(walks)
    expect(rota.outings.size).to eq(2)
    expect(rota.busiest_day).to eq(Date.new(2026, 5, 4))
  end
end
