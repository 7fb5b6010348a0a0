# frozen_string_literal: true

RSpec.describe "Embroidery.hoop_for" do
  it "picks the smallest hoop that leaves the margin" do
    expect(Embroidery.hoop_for(Fixtures.logo).name).to eq("medium")
  end

  it "takes the small hoop for a monogram" do
    expect(Embroidery.hoop_for(Fixtures.monogram).name).to eq("small")
  end

  it "accepts a design that fills the field up to the margin exactly" do
    design = Embroidery::Design.new(name: "edge", width_mm: 80, height_mm: 80)
    expect(Embroidery.hoop_for(design).name).to eq("small")
  end

  it "gives nil when no hoop is big enough" do
    design = Embroidery::Design.new(name: "back", width_mm: 290, height_mm: 300)
    expect(Embroidery.hoop_for(design)).to be_nil
  end
end
