RSpec.describe "Weighbridge.material" do
  it "finds a material by code, in any case" do
    expect(Weighbridge.material("dust").pence_per_tonne).to eq(950)
    expect(Weighbridge.material("ARM").name).to eq("Armour stone")
  end

  it "marks only inert fill as inert" do
    expect(Weighbridge::MATERIALS.values.select(&:inert).map(&:code)).to eq(["FILL"])
  end

  it "refuses an unknown code" do
    expect { Weighbridge.material("GRAVEL") }.to raise_error(Weighbridge::Error, /unknown material/)
  end
end
