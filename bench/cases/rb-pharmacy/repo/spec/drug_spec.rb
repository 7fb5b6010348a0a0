# frozen_string_literal: true

RSpec.describe Pharmacy::Drug do
  it "knows whether it is a controlled substance" do
    expect(tramadol).to be_controlled
    expect(metformin).not_to be_controlled
  end

  it "names its dispensing unit in the singular and plural" do
    expect(metformin.unit_word(1)).to eq("tablet")
    expect(metformin.unit_word(60)).to eq("tablets")
    expect(salbutamol.unit_word(200)).to eq("puffs")
  end

  it "rejects unknown forms, schedules and tiers" do
    expect { Pharmacy::Drug.new(code: "X", name: "X", form: :patch, strength: "1", unit_price_cents: 1) }
      .to raise_error(ArgumentError, /form/)
    expect { Pharmacy::Drug.new(code: "X", name: "X", form: :tablet, strength: "1", unit_price_cents: 1, schedule: 1) }
      .to raise_error(ArgumentError, /schedule/)
    expect { Pharmacy::Drug.new(code: "X", name: "X", form: :tablet, strength: "1", unit_price_cents: 1, tier: 5) }
      .to raise_error(ArgumentError, /tier/)
  end
end

RSpec.describe Pharmacy::Formulary do
  subject(:formulary) { described_class.new([metformin, tramadol, amoxicillin, oxycodone]) }

  it "looks drugs up by code" do
    expect(formulary.fetch("TRA50").name).to eq("Tramadol")
    expect { formulary.fetch("NOPE") }.to raise_error(Pharmacy::UnknownDrug)
  end

  it "refuses a duplicate code" do
    expect { formulary.add(metformin) }.to raise_error(ArgumentError, /duplicate/)
  end

  it "searches names case-insensitively in name order" do
    expect(formulary.search("O").map(&:code)).to eq(%w[AMX500 MET850 OXY5 TRA50])
    expect(formulary.search("form").map(&:code)).to eq(%w[MET850])
  end

  it "lists the controlled drugs" do
    expect(formulary.controlled.map(&:code)).to contain_exactly("TRA50", "OXY5")
  end
end
