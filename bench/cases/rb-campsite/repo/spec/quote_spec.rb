# frozen_string_literal: true

RSpec.describe Campsite::Quote do
  def quote(**options)
    described_class.new(Campsite::Stay.new(**options))
  end

  it "charges people per night whatever the season" do
    expect(quote(pitch: :tent, arrive: "2026-07-20", nights: 3, adults: 2, children: 1).people_cents).to eq(4350)
  end

  it "prices a low-season stay" do
    expect(quote(pitch: :tent, arrive: "2026-05-01", nights: 2, adults: 2).total_cents).to eq(2 * 900 + 2 * 1200)
  end

  it "prices each night at its own season's rate" do
    stay = quote(pitch: :caravan, arrive: "2026-06-29", nights: 4, adults: 2)
    expect(stay.pitch_cents).to eq(2 * 1400 + 2 * 2200)
  end

  it "lists pitch, people and total" do
    expect(quote(pitch: :hookup, arrive: "2026-08-30", nights: 3, adults: 2, children: 2).lines).to eq(
      [
        "Caravan pitch with hook-up, 3 nights from 2026-08-30",
        "Pitch: €74.00",
        "People: €51.00",
        "Total: €125.00"
      ]
    )
  end
end
