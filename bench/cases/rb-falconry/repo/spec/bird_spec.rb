# frozen_string_literal: true

RSpec.describe Falconry::Bird do
  let(:bird) { described_class.new(name: "Kes", species: "Kestrel", flying_weight_g: 200) }

  it "flies within five per cent of its flying weight" do
    bird.weight_g = 209
    expect(bird.fit_to_fly?).to be(true)
    bird.weight_g = 191
    expect(bird.fit_to_fly?).to be(true)
  end

  it "rests when too heavy or too light" do
    bird.weight_g = 212
    expect(bird.fit_to_fly?).to be(false)
    bird.weight_g = 188
    expect(bird.fit_to_fly?).to be(false)
  end

  it "reads as name and species" do
    expect(bird.to_s).to eq("Kes (Kestrel)")
  end
end
